// error: value of type 'Node' has no member 'addSubview'
import Easel

let node = Node()
node.addSubview(Node())
