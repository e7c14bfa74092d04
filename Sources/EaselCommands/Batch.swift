import Foundation

/// Runs one piece of work per item on several threads and hands each result back on the
/// calling thread in input order, as soon as it and every earlier one are done, so output
/// stays in a fixed order however the threads finish.
struct Batch {
    let threads: Int

    func run<Item: Sendable, Result: Sendable>(
        _ items: [Item], work: @escaping @Sendable (Item) -> Result, report: (Int, Result) -> Void
    ) {
        let board = Board<Result>(count: items.count)
        let workers = min(threads, items.count)
        for _ in 0 ..< workers {
            let thread = Thread {
                while let index = board.take() { board.finish(index, work(items[index])) }
            }
            // Rendering a 1170 × 2532 screen needs more than a secondary thread's 512 KB.
            thread.stackSize = 8 << 20
            thread.start()
        }
        for index in items.indices { report(index, board.wait(for: index)) }
    }

    /// The shared state: the next item to take and the results so far.
    private final class Board<Result>: @unchecked Sendable {
        private let condition = NSCondition()
        private var next = 0
        private var results: [Result?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard next < results.count else { return nil }
            next += 1
            return next - 1
        }

        func finish(_ index: Int, _ result: Result) {
            condition.lock()
            results[index] = result
            condition.broadcast()
            condition.unlock()
        }

        func wait(for index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil { condition.wait() }
            let result = results[index]!
            results[index] = nil
            return result
        }
    }
}
