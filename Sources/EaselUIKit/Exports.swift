// `import EaselUIKit` stands where `import UIKit` (and `import SnapKit`) stood: it brings Easel,
// its layout vocabulary and Foundation, under UIKit's names. Nothing here clashes with
// Foundation on macOS: the names declared are UIKit's (and SnapKit's), which Foundation lacks;
// `Selector`, which the Objective-C runtime declares, is declared only where there is none.
@_exported import Easel

// UIKit code reaches URLSession through Foundation; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
