// The control: each container's own position calls compile, so the failures beside this file
// fail for the reason they name, not because the modules could not be found.
import Easel

let screen = AbsoluteContainer()
screen.build { Node() }.origin(CGPoint(x: 1, y: 2))
screen.build { Node() }.center(CGPoint(x: 10, y: 20))
let column = StackContainer()
column.build { Node() }.spacingAfter(8).hugging(1)
let cell = DecoratingContainer()
cell.content { Node() }.insets(EdgeInsets(all: 4))
