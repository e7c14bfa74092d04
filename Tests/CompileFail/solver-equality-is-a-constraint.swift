// error: cannot convert value of type 'LinearConstraint' to specified type 'Bool'
import EaselLayout

let variableA = Variable("a"), variableB = Variable("b")
let same: Bool = variableA == variableB
