import CCairo

/// FreeType faces opened in a FreeType library of their own and put into fontconfig patterns
/// (`FC_FT_FACE`), so that cairo draws those patterns' text through these faces instead of
/// opening the font files itself.
///
/// cairo 1.16's FreeType backend (cairo-ft-font.c) keeps, for the whole process, one FreeType
/// library, one "unscaled font" per font file with its FT_Face, at most ten FT_Faces open, and
/// in each unscaled font a linked list of the cairo font faces made from it. Two threads that
/// use the same file through different Pango font maps meet there: the list is walked and
/// changed without a lock (`_cairo_ft_font_face_create`, `_cairo_ft_font_face_destroy`), a
/// thread that opens an eleventh face closes another thread's after reading, without its lock,
/// that nobody uses it (`_cairo_ft_unscaled_font_lock_face`), and faces are opened outside the
/// lock on the library that others close faces on. A pattern with its own FT_Face instead gets
/// an unscaled font keyed by that face, which cairo never closes, never counts among the ten,
/// and never opens anything in the shared library for: with faces of its own, a font session
/// shares none of that state with another.
final class PrivateFaces: @unchecked Sendable {
    private var library: OpaquePointer?
    /// Kept open for the life of the process: cairo's caches of scaled fonts may still hold
    /// them after the font map that loaded them is gone.
    private var faces: [FT_Face] = []

    init() {
        if FT_Init_FreeType(&library) != 0 { library = nil }
    }

    /// Gives each of `config`'s application fonts that has no face yet one opened from its file
    /// (and its index in a collection). A file FreeType cannot open keeps its plain pattern, which
    /// cairo then opens itself as before.
    func attach(to config: OpaquePointer) {
        guard library != nil, let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        for index in 0 ..< Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var existing: FT_Face?
            if FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &existing) == FcResultMatch { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var faceIndex: Int32 = 0
            FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
            guard let face = face(file: String(cString: file), index: Int(faceIndex)) else { continue }
            // Patterns read from fontconfig's cache cannot be changed: the set gets a copy.
            guard let copy = FcPatternDuplicate(pattern) else { continue }
            guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                FcPatternDestroy(copy)
                continue
            }
            set.pointee.fonts[index] = copy
            FcPatternDestroy(pattern)
        }
    }

    /// A face of `file` (the `index`-th of a collection), open as long as the process runs; nil
    /// when FreeType cannot open it.
    func face(file: String, index: Int = 0) -> FT_Face? {
        guard let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else { return nil }
        faces.append(face)
        return face
    }
}
