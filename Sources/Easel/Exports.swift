// Users write `import Easel` and get the layout vocabulary (EdgeInsets, Layout, ...) with it.
@_exported import EaselLayout
@_exported import Foundation
