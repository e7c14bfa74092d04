// Users write `import Easel` and get the layout vocabulary (EdgeInsets, Layout, ...), the
// images, PNG files and pixel diff (Image, Pixel, PixelDiff ...) and the drawing (Canvas, Color,
// Font, Path, TextLayout ...) with it.
@_exported import EaselGraphics
@_exported import EaselImage
@_exported import EaselLayout
@_exported import Foundation
