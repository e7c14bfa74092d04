import Easel
import EaselCommandCore
import Foundation

/// The HTML page `easel report` writes: images inlined as data URLs, no outside files or scripts.
/// A failure whose images cannot be read gets a section that says so, and the others still show.
struct FailureReport {
    let failures: [SnapshotFailure]
    let title: String
    /// One section a failure, in order.
    private let sections: [String]
    /// What could not be read, one line each: `/a/b.actual.png: not a readable PNG: ...`.
    let problems: [String]

    init(failures: [SnapshotFailure], title: String) {
        self.failures = failures
        self.title = title
        var sections: [String] = [], problems: [String] = []
        for (index, failure) in failures.enumerated() {
            do {
                sections.append(try Self.section(for: failure, index: index))
            } catch {
                problems.append("\(error)")
                sections.append("""
                <section>
                <h2>\(HTML.escape(failure.name))</h2>
                <p class="summary">cannot be shown: \(HTML.escape("\(error)"))</p>
                </section>
                """)
            }
        }
        self.sections = sections
        self.problems = problems
    }

    func html() -> String {
        let body = sections.isEmpty ? "<p class=\"none\">No failures: every snapshot matched.</p>" : sections.joined(separator: "\n")
        return """
        \(HTML.head(title: title))
        h2 { font-size: 16px; margin: 0 0 4px; font-family: ui-monospace, monospace; }
        .summary { color: #3c3c43; margin: 0 0 12px; }
        .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #8e8e93; text-transform: uppercase; letter-spacing: .05em; margin-bottom: 4px; }
        img { display: block; max-width: 320px; height: auto; border: 1px solid #d1d1d6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .wipe { position: relative; display: inline-block; }
        .wipe img.over { position: absolute; top: 0; left: 0; clip-path: inset(0 50% 0 0); }
        .wipe input { display: block; width: 100%; margin-top: 6px; }
        .none { font-size: 16px; }
        </style>
        </head>
        <body>
        <h1>\(HTML.escape(title))</h1>
        <p>\(failures.count) failure\(failures.count == 1 ? "" : "s"). Drag a slider to wipe between expected (left of the line) and actual.</p>
        \(body)
        <script>
        for (const slider of document.querySelectorAll('.wipe input')) {
          const over = slider.parentElement.querySelector('img.over');
          const update = () => { over.style.clipPath = `inset(0 ${100 - slider.value}% 0 0)`; };
          slider.addEventListener('input', update);
          update();
        }
        </script>
        </body>
        </html>

        """
    }

    private static func section(for failure: SnapshotFailure, index: Int) throws -> String {
        func read(_ url: URL) throws -> Data {
            do {
                return try Data(contentsOf: url)
            } catch {
                throw CommandError("\(url.path): cannot be read: \(FileContents.plainWords(for: error))")
            }
        }
        let reference = try read(failure.reference)
        let actual = try failure.actual.map(read)
        let diff = try failure.diff.map(read)
        var summary = "actual image missing"
        if let actual {
            summary = PixelDiff().compare(try Image(pngData: reference, source: failure.reference.path),
                                          try Image(pngData: actual, source: failure.actual!.path)).summary
        }
        var figures = [figure("Expected", reference)]
        if let actual { figures.append(figure("Actual", actual)) }
        if let diff { figures.append(figure("Diff", diff)) }
        if let actual {
            figures.append("""
            <figure><figcaption>Wipe</figcaption><div class="wipe">\
            <img src="\(dataURL(actual))" alt="actual">\
            <img class="over" src="\(dataURL(reference))" alt="expected">\
            <input type="range" min="0" max="100" value="50" aria-label="wipe \(index + 1)"></div></figure>
            """)
        }
        return """
        <section>
        <h2>\(escape(failure.name))</h2>
        <p class="summary">\(escape(summary))</p>
        <div class="row">
        \(figures.joined(separator: "\n"))
        </div>
        </section>
        """
    }

    private static func figure(_ caption: String, _ png: Data) -> String {
        "<figure><figcaption>\(caption)</figcaption><img src=\"\(dataURL(png))\" alt=\"\(caption.lowercased())\"></figure>"
    }

    private static func dataURL(_ png: Data) -> String { HTML.dataURL(png) }

    private static func escape(_ text: String) -> String { HTML.escape(text) }
}
