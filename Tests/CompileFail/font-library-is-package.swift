// error: cannot find 'FontLibrary' in scope
import Easel

// What the view system needs from Graphics and users should not see is package access.
let problem = FontLibrary.shared.problem
