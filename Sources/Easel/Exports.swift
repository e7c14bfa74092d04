// Users write `import Easel` and get the layout vocabulary (EdgeInsets, Layout, ...) and the
// images, PNG files and pixel diff (Image, Pixel, PixelDiff ...) with it.
@_exported import EaselImage
@_exported import EaselLayout
@_exported import Foundation
