// `import EaselUIKit` stands where `import UIKit` (and `import SnapKit`) stood: it brings Easel,
// its layout vocabulary and Foundation, under UIKit's names. Nothing here clashes with
// Foundation on macOS: the names declared are UIKit's (and SnapKit's), which Foundation lacks;
// `Selector`, which the Objective-C runtime declares, is declared only where there is none.
@_exported import Easel
