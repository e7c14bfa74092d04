import Easel
import Foundation

/// Renders the example screens (those built in code and the screen files, in turn) `renders`
/// times in one process, encoding each to PNG as the command line does, and prints the resident
/// memory every `interval` renders (1,000 by default): it should stay flat after the first.
struct MemoryBenchmark {
    let renders: Int
    var interval = 1000

    func run() throws {
        let files = try ScreenFile.examples.map { try ScreenFile(contentsOf: $0) }
        let screens: [() throws -> Image] = ExampleScreen.all.map { screen in
            { try screen.makeView().render(size: screen.size, scale: 2) }
        } + files.map { file in
            { try file.makeView().render(size: file.size, scale: file.scale) }
        }
        print("\nmemory: \(renders) renders of \(screens.count) example screens at @2x, PNG-encoded")
        print(String(format: "%8d renders  %7.1f MB resident", 0, ResidentMemory.megabytes))
        for index in 1 ... renders {
            _ = try screens[index % screens.count]().pngData()
            if index % interval == 0 {
                print(String(format: "%8d renders  %7.1f MB resident", index, ResidentMemory.megabytes))
            }
        }
    }
}

/// This process's resident set size, from /proc/self/statm.
enum ResidentMemory {
    static var megabytes: Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
