import ArgumentParser
import Easel
import Foundation

struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbols names Image(systemName:) and screen files' \"symbol\" know, with the Material icon drawn for each.",
        discussion: "The glyphs are look-alikes from Google's Material Icons (Apache-2.0, Debian's fonts-material-design-icons-iconfont), not Apple's SF Symbols. Any other name gives nil, as in UIKit."
    )

    @Argument(help: "Only names containing this text.")
    var filter: String?

    func run() throws {
        let names = Image.symbolNames.filter { filter.map($0.contains) ?? true }
        let width = names.map(\.count).max() ?? 0
        for name in names {
            print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + (Image.symbolStandIn(forSystemName: name) ?? ""))
        }
        if Image(systemName: "heart") == nil {
            throw ValidationError("the icon font \(Image.symbolFontPath) is missing: run scripts/setup (or apt-get install fonts-material-design-icons-iconfont)")
        }
    }
}
