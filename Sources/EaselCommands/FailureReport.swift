import Easel
import EaselCommandCore
import Foundation

/// The HTML page `easel report` writes: images inlined as data URLs, no outside files or scripts.
/// A failure whose images cannot be read gets a section that says so, and the others still show.
///
/// At the top a compact index of the failures alone, a thumbnail of each diff; then a section
/// per failure: expected, actual and diff side by side with the diff's legend, a slider that
/// wipes between them, and a comparison panel with onion skin (an opacity control), blink and
/// a zoom on the changed region at pixel size. Each image is inlined once per place it is drawn
/// by the page itself; the index and the panel copy theirs from the section's figures. Keys:
/// j/k next and previous failure, o/b/z the panel's view, space pauses the blink. `#f2:zoom` in
/// the address opens the third failure's zoom.
struct FailureReport {
    let failures: [SnapshotFailure]
    let title: String
    /// One section a failure, in order.
    private let sections: [String]
    /// One index entry a failure, in order.
    private let entries: [String]
    /// What could not be read, one line each: `/a/b.actual.png: not a readable PNG: ...`.
    let problems: [String]

    /// `approval`: the artifacts folders `easel approve` reads, and the failures their run
    /// record lists, each of which then shows the command line that approves it (`easel
    /// check`'s failures have no record).
    /// Failures the run records list with no image (`withoutImage`): each a section with its message.
    let withoutImage: [SnapshotRunRecord.FailureWithoutImage]

    init(failures: [SnapshotFailure], title: String, approval: (folders: [String], names: Set<String>) = ([], []),
         withoutImage: [SnapshotRunRecord.FailureWithoutImage] = []) {
        self.failures = failures
        self.title = title
        self.withoutImage = withoutImage
        var sections: [String] = [], entries: [String] = [], problems: [String] = []
        for (index, failure) in failures.enumerated() {
            do {
                let folders = approval.names.contains(failure.name) ? approval.folders : nil
                let (section, summary) = try Self.section(for: failure, index: index, approveFolders: folders)
                sections.append(section)
                entries.append(Self.entry(for: failure, index: index, summary: summary, hasDiff: failure.diff != nil))
            } catch {
                problems.append("\(error)")
                sections.append("""
                <section id="f\(index)" class="failure">
                <h2>\(HTML.escape(failure.name))</h2>
                <p class="summary">cannot be shown: \(HTML.escape("\(error)"))</p>
                </section>
                """)
                entries.append(Self.entry(for: failure, index: index, summary: "cannot be shown", hasDiff: false))
            }
        }
        for (offset, failure) in withoutImage.enumerated() {
            let index = failures.count + offset
            let headline = failure.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? failure.message
            sections.append("""
            <section id="f\(index)" class="failure">
            <h2>\(HTML.escape(failure.name))</h2>
            <p class="summary">No image: the test failed on its layout, or the snapshot could not be checked.</p>
            <pre class="message">\(HTML.escape(failure.message))</pre>
            </section>
            """)
            entries.append("<a href=\"#f\(index)\"><b>\(HTML.escape(failure.name))</b>\(HTML.escape(headline))</a>")
        }
        self.sections = sections
        self.entries = entries
        self.problems = problems
    }

    func html() -> String {
        let body = sections.isEmpty ? "<p class=\"none\">No failures: every snapshot matched.</p>" : sections.joined(separator: "\n")
        let index = entries.isEmpty ? "" : "<nav class=\"index\" aria-label=\"failures\">\n\(entries.joined(separator: "\n"))\n</nav>"
        return """
        \(HTML.head(title: title))
        h2 { font-size: 16px; margin: 0 0 4px; font-family: ui-monospace, monospace; }
        .summary { color: #3c3c43; margin: 0 0 12px; }
        .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #8e8e93; text-transform: uppercase; letter-spacing: .05em; margin-bottom: 4px; }
        img, canvas { display: block; max-width: 320px; height: auto; border: 1px solid #d1d1d6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .wipe { position: relative; display: inline-block; }
        .wipe img.over { position: absolute; top: 0; left: 0; clip-path: inset(0 50% 0 0); }
        .wipe input { display: block; width: 100%; margin-top: 6px; }
        .none { font-size: 16px; }
        .keys { color: #8e8e93; }
        .index { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; margin-bottom: 24px; }
        .index a { display: block; background: white; border-radius: 8px; padding: 6px; color: inherit; text-decoration: none; font-size: 11px; border: 2px solid transparent; }
        .index a.current { border-color: #007aff; }
        .index img { max-width: 100%; max-height: 90px; margin-bottom: 4px; }
        .index b { display: block; font-family: ui-monospace, monospace; font-weight: 600; overflow-wrap: anywhere; }
        section.current { box-shadow: 0 0 0 2px #007aff; }
        .legend { list-style: none; padding: 0; margin: 6px 0 0; font-size: 12px; color: #3c3c43; max-width: 320px; }
        .legend li { display: flex; align-items: center; gap: 6px; }
        .legend i { display: inline-block; width: 12px; height: 12px; border: 1px solid #c7c7cc; }
        .approve { font-size: 12px; margin: 0 0 12px; }
        .approve code { background: #f2f2f7; padding: 2px 6px; border-radius: 4px; user-select: all; }
        .compare { margin-top: 16px; }
        .modes button { font: inherit; border: 1px solid #c7c7cc; background: white; border-radius: 6px; padding: 2px 10px; margin-right: 4px; cursor: pointer; }
        .modes button[aria-pressed="true"] { background: #007aff; border-color: #007aff; color: white; }
        .panel { margin-top: 8px; }
        .panel[hidden] { display: none; }
        .onion { position: relative; display: inline-block; }
        .onion img.top { position: absolute; top: 0; left: 0; opacity: .5; }
        .onion input, .blink button { display: block; margin-top: 6px; }
        .onion input { width: 100%; }
        .zoom { display: flex; gap: 12px; flex-wrap: wrap; }
        .zoom canvas { max-width: none; image-rendering: pixelated; }
        pre.message { white-space: pre-wrap; background: white; border-radius: 8px; padding: 8px 12px; margin: 0; font-size: 12px; }
        </style>
        </head>
        <body>
        <h1>\(HTML.escape(title))</h1>
        <p>\(failures.count + withoutImage.count) failure\(failures.count + withoutImage.count == 1 ? "" : "s"). Drag a slider to wipe between expected (left of the line) and actual.</p>
        <p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next and previous failure, <kbd>o</kbd> onion skin, <kbd>b</kbd> blink, <kbd>z</kbd> zoom, <kbd>space</kbd> pause the blink.</p>
        \(index)
        \(body)
        <script>
        \(Self.script)
        </script>
        </body>
        </html>

        """
    }

    /// The page's behaviour: the wipe, the copied images, the panel's views and the keys.
    private static let script = """
    for (const slider of document.querySelectorAll('.wipe input')) {
      const over = slider.parentElement.querySelector('img.over');
      const update = () => { over.style.clipPath = `inset(0 ${100 - slider.value}% 0 0)`; };
      slider.addEventListener('input', update);
      update();
    }
    // Images drawn in more than one place are inlined once: the others copy them.
    for (const img of document.querySelectorAll('img[data-from]')) {
      const source = document.getElementById(img.dataset.from);
      if (source) img.src = source.src;
    }
    const sections = [...document.querySelectorAll('section.failure')];
    let current = -1;
    function select(index, scroll) {
      if (index < 0 || index >= sections.length) return;
      for (const el of document.querySelectorAll('.current')) el.classList.remove('current');
      current = index;
      sections[index].classList.add('current');
      const link = document.querySelector(`.index a[href="#${sections[index].id}"]`);
      if (link) link.classList.add('current');
      if (scroll) sections[index].scrollIntoView({block: 'start'});
    }
    for (const [index, section] of sections.entries()) section.addEventListener('click', () => select(index, false));
    for (const link of document.querySelectorAll('.index a')) {
      link.addEventListener('click', () => select(sections.findIndex(s => '#' + s.id === link.getAttribute('href')), false));
    }
    function drawZoom(section) {
      const box = section.dataset.box;
      if (!box) return;
      const [x, y, w, h] = box.split(',').map(Number);
      const pad = 4;
      for (const canvas of section.querySelectorAll('.zoom canvas')) {
        const img = document.getElementById(canvas.dataset.from);
        if (!img || !img.complete || !img.naturalWidth) { img && img.addEventListener('load', () => drawZoom(section), {once: true}); continue; }
        const x0 = Math.max(0, x - pad), y0 = Math.max(0, y - pad);
        const x1 = Math.min(img.naturalWidth, x + w + pad), y1 = Math.min(img.naturalHeight, y + h + pad);
        const scale = Math.max(1, Math.min(16, Math.floor(300 / Math.max(x1 - x0, y1 - y0))));
        canvas.width = (x1 - x0) * scale;
        canvas.height = (y1 - y0) * scale;
        const context = canvas.getContext('2d');
        context.imageSmoothingEnabled = false;
        context.drawImage(img, x0, y0, x1 - x0, y1 - y0, 0, 0, canvas.width, canvas.height);
        section.querySelector('.zoom-scale').textContent = `(${x0}, ${y0}) ${x1 - x0}×${y1 - y0} px at ×${scale}`;
      }
    }
    const blinkers = new Map();
    function show(section, mode) {
      for (const button of section.querySelectorAll('.modes button')) button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
      for (const panel of section.querySelectorAll('.panel')) panel.hidden = panel.dataset.mode !== mode;
      if (mode === 'zoom') drawZoom(section);
      if (mode === 'blink') startBlink(section); else stopBlink(section);
    }
    function startBlink(section) {
      if (blinkers.has(section)) return;
      const img = section.querySelector('.blink img');
      const label = section.querySelector('.blink-label');
      let actual = false;
      const flip = () => {
        actual = !actual;
        img.src = document.getElementById(actual ? img.dataset.actual : img.dataset.expected).src;
        label.textContent = actual ? 'actual' : 'expected';
      };
      flip();
      blinkers.set(section, setInterval(flip, 600));
      section.querySelector('.blink button').textContent = 'Pause';
    }
    function stopBlink(section) {
      clearInterval(blinkers.get(section));
      blinkers.delete(section);
      const button = section.querySelector('.blink button');
      if (button) button.textContent = 'Play';
    }
    for (const section of sections) {
      for (const button of section.querySelectorAll('.modes button')) button.addEventListener('click', () => show(section, button.dataset.mode));
      const pause = section.querySelector('.blink button');
      if (pause) pause.addEventListener('click', () => blinkers.has(section) ? stopBlink(section) : startBlink(section));
      const opacity = section.querySelector('.onion input');
      if (opacity) {
        const top = section.querySelector('.onion img.top');
        const update = () => { top.style.opacity = opacity.value / 100; };
        opacity.addEventListener('input', update);
        update();
      }
      const first = section.querySelector('.modes button');
      if (first) show(section, first.dataset.mode);
    }
    document.addEventListener('keydown', event => {
      if (event.target.closest && event.target.closest('input, textarea') && event.key !== ' ') return;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const modes = {o: 'onion', b: 'blink', z: 'zoom'};
      if (event.key === 'j' || event.key === 'ArrowDown' && event.shiftKey) { select(current + 1, true); event.preventDefault(); }
      else if (event.key === 'k' || event.key === 'ArrowUp' && event.shiftKey) { select(Math.max(0, current - 1), true); event.preventDefault(); }
      else if (modes[event.key] && sections[Math.max(0, current)]) {
        if (current < 0) select(0, false);
        show(sections[current], modes[event.key]);
      } else if (event.key === ' ' && current >= 0) {
        const section = sections[current];
        if (section.querySelector('.panel[data-mode="blink"]:not([hidden])')) {
          blinkers.has(section) ? stopBlink(section) : startBlink(section);
          event.preventDefault();
        }
      }
    });
    // `#f2` opens on the third failure, `#f2:zoom` with its zoom shown: a link a reviewer can share.
    if (location.hash) {
      const [id, mode] = location.hash.slice(1).split(':');
      const index = sections.findIndex(s => s.id === id);
      select(index, true);
      if (mode && index >= 0) show(sections[index], mode);
    }
    """

    /// The diff image's colours, as EaselTesting paints a snapshot failure's diff.
    private static let legend = """
    <ul class="legend">\
    <li><i style="background: rgb(255, 0, 0)"></i>differs beyond the threshold (counted)</li>\
    <li><i style="background: rgb(255, 176, 176)"></i>differs within the threshold (not counted)</li>\
    <li><i style="background: rgb(255, 255, 0)"></i>anti-aliasing only (ignored unless included)</li>\
    <li><i style="background: rgb(235, 235, 235)"></i>identical</li>\
    </ul>
    """

    private static func entry(for failure: SnapshotFailure, index: Int, summary: String, hasDiff: Bool) -> String {
        let thumbnail = hasDiff ? "<img data-from=\"f\(index)-diff\" alt=\"\">" : ""
        return "<a href=\"#f\(index)\">\(thumbnail)<b>\(HTML.escape(failure.name))</b>\(HTML.escape(summary))</a>"
    }

    private static func section(for failure: SnapshotFailure, index: Int, approveFolders: [String]?) throws -> (String, String) {
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
        var box: PixelRect?
        if let actual {
            let comparison = PixelDiff().compare(try Image(pngData: reference, source: failure.reference.path),
                                                 try Image(pngData: actual, source: failure.actual!.path))
            summary = comparison.summary
            box = comparison.boundingBox
        }
        let id = "f\(index)"
        var figures = [figure("Expected", reference, id: "\(id)-expected")]
        if let actual { figures.append(figure("Actual", actual, id: "\(id)-actual")) }
        if let diff { figures.append(figure("Diff", diff, id: "\(id)-diff", after: legend)) }
        if let actual {
            figures.append("""
            <figure><figcaption>Wipe</figcaption><div class="wipe">\
            <img src="\(dataURL(actual))" alt="actual">\
            <img class="over" src="\(dataURL(reference))" alt="expected">\
            <input type="range" min="0" max="100" value="50" aria-label="wipe \(index + 1)"></div></figure>
            """)
        }
        var approve = ""
        if let approveFolders {
            let command = (["easel", "approve", failure.name] + approveFolders).map(shellQuoted).joined(separator: " ")
            approve = "<p class=\"approve\">Approve: <code>\(escape(command))</code></p>"
        }
        let compare = actual == nil ? "" : compare(id: id, index: index, hasDiff: diff != nil)
        let boxAttribute = box.map { " data-box=\"\($0.x),\($0.y),\($0.width),\($0.height)\"" } ?? ""
        let section = """
        <section id="\(id)" class="failure"\(boxAttribute)>
        <h2>\(escape(failure.name))</h2>
        <p class="summary">\(escape(summary))</p>
        \(approve)
        <div class="row">
        \(figures.joined(separator: "\n"))
        </div>
        \(compare)
        </section>
        """
        return (section, summary)
    }

    /// The comparison panel: onion skin, blink and zoom, over images copied from the figures.
    private static func compare(id: String, index: Int, hasDiff: Bool) -> String {
        let zoomDiff = hasDiff ? "<figure><figcaption>Diff</figcaption><canvas data-from=\"\(id)-diff\"></canvas></figure>" : ""
        return """
        <div class="compare">
        <div class="modes" role="group" aria-label="compare \(index + 1)">\
        <button type="button" data-mode="onion">Onion skin</button>\
        <button type="button" data-mode="blink">Blink</button>\
        <button type="button" data-mode="zoom">Zoom</button></div>
        <div class="panel" data-mode="onion"><div class="onion">\
        <img data-from="\(id)-expected" alt="expected">\
        <img class="top" data-from="\(id)-actual" alt="actual">\
        <input type="range" min="0" max="100" value="50" aria-label="actual's opacity \(index + 1)"></div></div>
        <div class="panel blink" data-mode="blink" hidden><figure><figcaption class="blink-label">expected</figcaption>\
        <img data-expected="\(id)-expected" data-actual="\(id)-actual" data-from="\(id)-expected" alt="blink">\
        <button type="button">Pause</button></figure></div>
        <div class="panel" data-mode="zoom" hidden><p class="zoom-scale"></p><div class="zoom">\
        <figure><figcaption>Expected</figcaption><canvas data-from="\(id)-expected"></canvas></figure>\
        <figure><figcaption>Actual</figcaption><canvas data-from="\(id)-actual"></canvas></figure>\
        \(zoomDiff)</div></div>
        </div>
        """
    }

    private static func figure(_ caption: String, _ png: Data, id: String, after: String = "") -> String {
        "<figure><figcaption>\(caption)</figcaption><img id=\"\(id)\" src=\"\(dataURL(png))\" alt=\"\(caption.lowercased())\">\(after)</figure>"
    }

    /// A word as a POSIX shell reads it back: quoted only when it needs to be.
    private static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=:@+".unicodeScalars.contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func dataURL(_ png: Data) -> String { HTML.dataURL(png) }

    private static func escape(_ text: String) -> String { HTML.escape(text) }
}
