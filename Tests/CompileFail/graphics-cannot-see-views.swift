// error: cannot find type 'View' in scope
import EaselGraphics

// Graphics sits below the view system: it draws, and knows no view.
let view: View? = nil
