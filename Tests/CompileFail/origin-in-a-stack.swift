// error: referencing instance method 'origin' on 'Relation' requires the types 'StackContainer' and 'AbsoluteContainer' be equivalent
import Easel

let column = StackContainer()
column.build { Node() }.origin(CGPoint(x: 1, y: 2))
