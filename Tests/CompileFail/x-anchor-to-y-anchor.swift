// error: cannot convert value of type 'LayoutAnchor<LayoutYAxisAnchor>' to expected argument type 'LayoutAnchor<LayoutXAxisAnchor>'
import Easel

let title = Label("Title"), root = View()
_ = title.leadingAnchor.constraint(equalTo: root.topAnchor)
