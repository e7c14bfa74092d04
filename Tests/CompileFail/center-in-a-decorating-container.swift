// error: referencing instance method 'center' on 'Relation' requires the types 'DecoratingContainer' and 'AbsoluteContainer' be equivalent
import Easel

let cell = DecoratingContainer()
cell.content { Node() }.center(CGPoint(x: 1, y: 2))
