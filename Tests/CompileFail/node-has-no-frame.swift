// error: value of type 'Node' has no member 'frame'
import Easel

let node = Node()
node.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
