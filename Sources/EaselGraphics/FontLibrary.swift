import CCairo
import Foundation

/// The only fonts Easel's text sees: a private fontconfig configuration holding the files named
/// below (installed by `scripts/setup` from Debian's packages) and any registered with
/// `Font.register(fileURL:)`, never the fonts a machine happens to have. With the fixed rendering
/// options below, the same text gives the same pixels on every machine with these packages.
///
/// The configuration is set up once and then only read; Pango's font maps are not thread-safe,
/// so text is shaped and drawn in `FontSession`s, one thread at a time in each, as many at
/// once as there are cores (each after the first with fonts of its own: see `PrivateFaces`).
package final class FontLibrary: @unchecked Sendable {
    package static let shared = FontLibrary()

    /// Inter (fonts-inter): all nine weights with italics, in text and display cuts.
    /// WenQuanYi Micro Hei (fonts-wqy-microhei): Chinese, Japanese and Korean.
    /// DejaVu Sans Mono (fonts-dejavu-core): monospaced text.
    /// DejaVu Sans (fonts-dejavu-core): Arabic, Hebrew, Armenian and Georgian, behind Inter.
    /// Then `fallbackFiles`: emoji and the other scripts iOS has fonts for.
    static let shippedFiles: [String] = {
        let cuts = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var files: [String] = []
        for family in ["Inter", "InterDisplay"] {
            for cut in cuts {
                files.append("/usr/share/fonts/opentype/inter/\(family)-\(cut).otf")
                files.append("/usr/share/fonts/opentype/inter/\(family)-\(cut == "Regular" ? "" : cut)Italic.otf")
            }
        }
        return files + [
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        ] + fallbackFiles
    }()

    /// Noto fonts for what the fonts above lack, each chosen per script and named one by one
    /// (fonts-noto-core has 277 files; these are the scripts iOS ships fonts for). Fontconfig
    /// reads only their character sets at start-up, from the cache; a face is opened the first
    /// time text needs it.
    ///
    /// Noto Color Emoji (fonts-noto-color-emoji): emoji, in colour, as Apple Color Emoji draws them.
    /// Noto Sans … UI (fonts-noto-ui-core): the scripts of South and South-East Asia, in the cuts
    /// made to sit in a Latin line's height, as iOS's system fonts for them do.
    /// Noto Sans (fonts-noto-core): the other scripts iOS has a font and a keyboard for, and
    /// symbols.
    static let fallbackFiles: [String] = {
        let noto = "/usr/share/fonts/truetype/noto/"
        let interface: [String] = ["Bengali", "Devanagari", "Gujarati", "Gurmukhi", "Kannada", "Khmer", "Lao", "Malayalam",
                         "Myanmar", "Oriya", "Sinhala", "Tamil", "Telugu", "Thai"]
        let regularAndBold: [String] = ["SansEthiopic", "SerifTibetan", "SansGeorgian", "SansCherokee", "SansThaana",
                              "SansCanadianAboriginal", "SansOlChiki", "SansJavanese", "SansAdlam", "SansLisu",
                              "SansMeeteiMayek", "SansSundanese", "SansBalinese", "SansSymbols"]
        let regularOnly: [String] = ["SansSyriac", "SansMongolian", "SansTifinagh", "SansNKo", "SansYi", "SansVai", "SansChakma",
                           "SansOsage", "SansTaiLe", "SansNewTaiLue", "SansSymbols2", "SansMath"]
        var files: [String] = [noto + "NotoColorEmoji.ttf"]
        for script in interface {
            files.append(noto + "NotoSans" + script + "UI-Regular.ttf")
            files.append(noto + "NotoSans" + script + "UI-Bold.ttf")
        }
        for family in regularAndBold {
            files.append(noto + "Noto" + family + "-Regular.ttf")
            files.append(noto + "Noto" + family + "-Bold.ttf")
        }
        for family in regularOnly {
            files.append(noto + "Noto" + family + "-Regular.ttf")
        }
        return files
    }()

    /// Fontconfig rules for the private configuration. Noto Color Emoji is a colour bitmap font
    /// (one 109-pixel strike): without a scale, cairo draws every emoji 109 pixels tall at any
    /// size. This scales a bitmap face to the size asked for, as Debian's
    /// 10-scale-bitmap-fonts.conf does for the machine's own configuration (Easel loads none of
    /// it); HarfBuzz then gives emoji advances at that size too.
    static let renderingRules = """
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign">
            <times><name>matrix</name><matrix>
              <name>pixelsizefixupfactor</name> <double>0</double> <double>0</double> <name>pixelsizefixupfactor</name>
            </matrix></times>
          </edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        """

    /// A face Easel can name: its family, weight and slant.
    struct Face: Hashable {
        let family: String
        let weight: Font.Weight
        let isItalic: Bool
    }

    /// Guards `sessions` and `faces`; never taken while holding a session, so that `register`,
    /// which takes every session, cannot deadlock with a thread waiting for this one.
    private let lock = NSLock()
    private let config: OpaquePointer
    /// Sessions made so far, at most `Self.sessionLimit`; the first is made with the library.
    private var sessions: [FontSession]
    /// Sessions being made outside the lock, counted against the limit.
    private var sessionsInTheMaking = 0
    /// Files added with `register(fileURL:)`, which a session made later adds too.
    private var registeredFiles: [String] = []
    /// As many as there are cores, so that text never waits while a core is idle;
    /// `EASEL_FONT_SESSIONS=N` sets another number (1 lays out and draws text on one thread at
    /// a time).
    private static let sessionLimit = max(1, getenv("EASEL_FONT_SESSIONS").flatMap { Int(String(cString: $0)) }
        ?? ProcessInfo.processInfo.activeProcessorCount)
    /// Which session a thread waits for when every one is busy and no more may be made.
    private var nextWait = 0
    /// Shipped files that were not found; text is refused while any is missing.
    let missingFiles: [String]
    private var faces: [String: Face] = [:]
    /// Whether `faces` holds every face yet: it is filled the first time a face is looked up by
    /// name or a file is registered, not at start-up, where most renders never need it.
    private var facesIndexed = false

    private init() {
        config = FcConfigCreate()
        FcConfigSetRescanInterval(config, 0)
        // Made current before Pango starts, so that Pango's font map does not load the
        // machine's own configuration (every system font) in a thread that text then waits for.
        FcConfigSetCurrent(config)
        // Pango's first font map starts fontconfig's initialisation on a thread of its own, and
        // a font map given a configuration waits for that thread: made now, the map's thread
        // runs while the shipped files are added rather than while the first session waits.
        // (The configuration's system fonts are none either way: it names no font folder.)
        let fontMap = FontSession.makeFontMap()
        missingFiles = Self.addShippedFiles(to: config)
        sessions = [FontSession(config: config, fontMap: fontMap)]
        registerSystemFontFromEnvironment()
    }

    /// A configuration of the shipped files and `files`, with the rendering rules: the same
    /// fonts as the library's, for a session of its own.
    private static func makeConfiguration(registering files: [String]) -> OpaquePointer {
        let config = FcConfigCreate()!
        FcConfigSetRescanInterval(config, 0)
        _ = addShippedFiles(to: config)
        for file in files { FcConfigAppFontAddFile(config, file) }
        return config
    }

    /// Adds the shipped files through the private cache when it can be used (one cache file
    /// read) and one by one otherwise (each file scanned); returns the files that are missing.
    private static func addShippedFiles(to config: OpaquePointer) -> [String] {
        _ = FcConfigParseAndLoadFromMemory(config, "<fontconfig>\(renderingRules)</fontconfig>", 1)
        let salt = "fontconfig \(FcGetVersion())"
        if let root = FontCache.defaultRoot, let folder = FontCache(root: root, salt: salt).folder(for: shippedFiles) {
            let xml = "<fontconfig><cachedir>\(escapeXML(folder.cache))</cachedir></fontconfig>"
            if FcConfigParseAndLoadFromMemory(config, xml, 0) != 0, FcConfigAppFontAddDir(config, folder.links) != 0,
               let set = FcConfigGetFonts(config, FcSetApplication), set.pointee.nfont > 0 {
                return []
            }
            FcConfigAppFontClear(config)
        }
        return shippedFiles.filter { FcConfigAppFontAddFile(config, $0) == 0 }
    }

    /// `text` with `&`, `<` and `>` escaped, in one pass (Foundation's replacingOccurrences
    /// goes through NSString, three times, on the way to the first text of every process).
    private static func escapeXML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    deinit {
        sessions.removeAll()
        FcConfigDestroy(config)
    }

    /// A session no other thread is using, held until the caller unlocks it: a free one, else
    /// (once `FontWarmUp` has finished) a new one while there are fewer than cores, else the next
    /// in turn once it is free. A thread holding a session must not take another (pass it down
    /// instead).
    ///
    /// A thread goes back to the session it took last while that one is free: a layout keeps the
    /// session it was made in and takes it again to draw, so a thread whose layouts all come from
    /// its own session never waits for another thread's text (with sessions handed out lowest
    /// free first, two threads drawing views laid out a moment earlier waited on each other's
    /// sessions for much of the time).
    func takeSession() -> FontSession {
        lock.lock()
        if let home = Self.threadHome, home < sessions.count, sessions[home].tryLock() {
            lock.unlock()
            return sessions[home]
        }
        if let free = sessions.indices.first(where: { sessions[$0].tryLock() }) {
            Self.threadHome = free
            lock.unlock()
            return sessions[free]
        }
        if sessions.count + sessionsInTheMaking < Self.sessionLimit {
            if FontWarmUp.isRunningElsewhere {
                lock.unlock()
                FontWarmUp.wait()
                return takeSession()
            }
            // Opening its faces takes a while: other threads keep taking sessions meanwhile.
            sessionsInTheMaking += 1
            let files = registeredFiles
            lock.unlock()
            let session = FontSession(config: Self.makeConfiguration(registering: files), faces: PrivateFaces())
            _ = session.tryLock()
            lock.lock()
            // Files registered while it was made.
            for file in registeredFiles.dropFirst(files.count) { session.configurationChanged(adding: file) }
            sessionsInTheMaking -= 1
            sessions.append(session)
            Self.threadHome = sessions.count - 1
            lock.unlock()
            return session
        }
        let session: FontSession
        if let home = Self.threadHome, home < sessions.count {
            session = sessions[home]
        } else {
            session = sessions[nextWait % sessions.count]
            nextWait += 1
        }
        lock.unlock()
        session.lock()
        return session
    }

    /// The index of the session the calling thread took last, kept in a thread-specific slot as
    /// index + 1 (an empty slot reads 0).
    private static var threadHome: Int? {
        get {
            let stored = Int(bitPattern: pthread_getspecific(homeKey))
            return stored == 0 ? nil : stored - 1
        }
        set { pthread_setspecific(homeKey, UnsafeRawPointer(bitPattern: (newValue ?? -1) + 1)) }
    }

    private static let homeKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// How many sessions there are now.
    package var sessionCount: Int { lock.withLock { sessions.count } }

    /// Runs `body` in a session no other thread is using.
    func withSession<Result>(_ body: (FontSession) throws -> Result) rethrows -> Result {
        let session = takeSession()
        defer { session.unlock() }
        return try body(session)
    }

    /// What stops text from rendering, if anything.
    package var problem: String? {
        if let systemFontProblem { return systemFontProblem }
        guard !missingFiles.isEmpty else { return nil }
        return "font files are missing (run scripts/setup to install them): " + missingFiles.joined(separator: ", ")
    }

    /// The families that draw the system font when the user registered their own files
    /// (`Font.registerSystemFont(fileURLs:)`, `EASEL_SYSTEM_FONT`); nil while Inter does.
    /// Read while text is measured inside a font session, so behind a lock of its own: `lock`
    /// is taken before the sessions' locks (`register(fileURL:)`), and taking it here, inside a
    /// session, would deadlock against a registration.
    var systemFamilies: SystemFamilies? { systemFamiliesLock.withLock { registeredSystemFamilies } }
    private var registeredSystemFamilies: SystemFamilies?
    private let systemFamiliesLock = NSLock()
    /// Why the files `EASEL_SYSTEM_FONT` names could not be used.
    private var systemFontProblem: String?

    /// The system font's families from files the user supplied: SF Pro's text and display
    /// cuts (or one family for both) and SF Mono for monospaced text.
    struct SystemFamilies: Equatable, Sendable {
        var text: String
        var display: String
        var monospaced: String?
    }

    /// Adds the files and makes their families the system font's; returns them.
    func registerSystemFont(fileURLs: [URL]) throws -> SystemFamilies {
        var families: [String] = []
        for url in fileURLs {
            for family in try register(fileURL: url) where !families.contains(family) { families.append(family) }
        }
        guard let system = Self.systemFamilies(among: families) else {
            throw FontError.unreadable(fileURLs.map(\.path).joined(separator: ", "))
        }
        systemFamiliesLock.withLock { registeredSystemFamilies = system }
        Self.forgetMetrics()
        return system
    }

    /// Which of `families` is the text cut, the display cut and the monospaced one: names with
    /// "Mono" are monospaced, with "Display" the display cut, the first other the text cut.
    static func systemFamilies(among families: [String]) -> SystemFamilies? {
        let monospaced = families.first { $0.localizedCaseInsensitiveContains("Mono") }
        let proportional = families.filter { $0 != monospaced }
        let display = proportional.first { $0.localizedCaseInsensitiveContains("Display") }
        guard let text = proportional.first(where: { $0 != display }) ?? display else { return nil }
        return SystemFamilies(text: text, display: display ?? text, monospaced: monospaced)
    }

    /// Registers the files `EASEL_SYSTEM_FONT` names (paths separated by colons), if any; a
    /// file that cannot be used stops text with a message that names it.
    private func registerSystemFontFromEnvironment() {
        // getenv rather than `ProcessInfo`'s environment, which copies every variable first.
        guard let paths = getenv("EASEL_SYSTEM_FONT").map({ String(cString: $0) }), !paths.isEmpty else { return }
        do {
            _ = try registerSystemFont(fileURLs: paths.split(separator: ":").map { URL(fileURLWithPath: String($0)) })
        } catch {
            systemFontProblem = "EASEL_SYSTEM_FONT: \(error)"
        }
    }

    /// Adds a font file; returns the families it holds.
    func register(fileURL: URL) throws -> [String] {
        // The configuration changes: every session waits until it has.
        try lock.withLock {
            for session in sessions { session.lock() }
            defer { for session in sessions { session.unlock() } }
            indexFacesIfNeeded()
            let before = Set(faces.values.map(\.family))
            guard FileManager.default.fileExists(atPath: fileURL.path) else {
                throw FontError.fileNotFound(fileURL.path)
            }
            guard FcConfigAppFontAddFile(config, fileURL.path) != 0 else {
                throw FontError.unreadable(fileURL.path)
            }
            registeredFiles.append(fileURL.path)
            for session in sessions { session.configurationChanged(adding: fileURL.path) }
            let added = indexFaces(file: fileURL.path)
            return added.isEmpty ? Array(before.intersection(faces.values.map(\.family))) : added
        }
    }

    /// The face a family or PostScript name stands for, case-insensitively.
    func face(named name: String) -> Face? {
        lock.withLock {
            indexFacesIfNeeded()
            return faces[name.lowercased()]
        }
    }

    /// Indexes every face the first time one is needed; the caller holds `lock`.
    private func indexFacesIfNeeded() {
        guard !facesIndexed else { return }
        indexFaces()
        facesIndexed = true
    }

    /// Records every face's family names and PostScript name; returns the families found
    /// (only those from `file` when given).
    @discardableResult
    private func indexFaces(file: String? = nil) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var families: [String] = []
        for index in 0 ..< Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            if let file, string(pattern, FC_FILE, 0) != file { continue }
            var weight: Int32 = 80
            FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            var slant: Int32 = 0
            FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            var names: [String] = []
            var n: Int32 = 0
            while let family = string(pattern, FC_FAMILY, n) {
                names.append(family)
                n += 1
            }
            guard let family = names.first else { continue }
            let css = Int(FcWeightToOpenType(weight))
            let face = Face(
                family: family,
                weight: Font.Weight.allCases.min { abs($0.rawValue - css) < abs($1.rawValue - css) }!,
                isItalic: slant != 0
            )
            // "Inter" names the family's regular face; a style-specific family name such as
            // "Inter Thin" and the PostScript name "Inter-ThinItalic" name this face.
            faces[family.lowercased()] = Face(family: family, weight: .regular, isItalic: false)
            for name in names.dropFirst() where faces[name.lowercased()] == nil {
                faces[name.lowercased()] = face
            }
            if let postscript = string(pattern, FC_POSTSCRIPT_NAME, 0) {
                faces[postscript.lowercased()] = face
            }
            if !families.contains(family) { families.append(family) }
        }
        return families
    }

    private func string(_ pattern: OpaquePointer, _ object: String, _ index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

/// Why a font file could not be registered.
public enum FontError: Error, Equatable, CustomStringConvertible {
    case fileNotFound(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case let .fileNotFound(path): "\(path): no such font file"
        case let .unreadable(path): "\(path): not a font file fontconfig can read (TrueType, OpenType or a collection)"
        }
    }
}
