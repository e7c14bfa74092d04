// error: referencing instance method 'spacingAfter' on 'Relation' requires the types 'AbsoluteContainer' and 'StackContainer' be equivalent
import Easel

let screen = AbsoluteContainer()
screen.build { Node() }.spacingAfter(8)
