import CCairo
import Easel
import Foundation
import Testing

/// A deterministic image with every kind of pixel: varied colours and, optionally, alpha.
private func sampleImage(width: Int = 37, height: Int = 23, withAlpha: Bool) throws -> Image {
    var bytes = [UInt8]()
    var state: UInt32 = 12345
    for _ in 0 ..< width * height {
        for channel in 0 ..< 4 {
            state = state &* 1_103_515_245 &+ 12345
            let value = UInt8(truncatingIfNeeded: state >> 16)
            bytes.append(channel == 3 && !withAlpha ? 255 : value)
        }
    }
    return try Image(pixelWidth: width, pixelHeight: height, scale: 2, pixels: bytes)
}

private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The standard CRC-32 that PNG chunks carry, so a test can forge a well-formed header.
private func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

@Suite struct PNGTests {
    @Test(arguments: [false, true])
    func encodeThenDecodeGivesIdenticalPixels(withAlpha: Bool) throws {
        let image = try sampleImage(withAlpha: withAlpha)
        let decoded = try Image(pngData: try image.pngData(), scale: 2)
        #expect(decoded == image)
    }

    @Test func opaqueImagesAreWrittenAsRGBAndTranslucentOnesAsRGBA() throws {
        // Byte 25 of a PNG is the IHDR colour type: 2 is RGB, 6 is RGBA.
        #expect(try sampleImage(withAlpha: false).pngData()[25] == 2)
        #expect(try sampleImage(withAlpha: true).pngData()[25] == 6)
    }

    @Test func everyCompressionDecodesToTheSamePixels() throws {
        let image = try ExampleScreen.cards.makeView().render(size: ExampleScreen.cards.size, scale: 1)
        let stored = try image.pngData(compression: .level(0))
        let smallest = try image.pngData(compression: .smallest)
        #expect(stored.count > image.pixelWidth * image.pixelHeight * 3)
        #expect(stored.count > smallest.count * 10)
        for compression in [PNGCompression.level(0), .fastest, .screen, .smallest, .level(4)] {
            #expect(try Image(pngData: try image.pngData(compression: compression)) == image, "\(compression)")
        }
    }

    @Test func twoRendersOfTheSameTreeWriteByteIdenticalFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [Data] = []
        for run in 0 ..< 2 {
            let screen = ExampleScreen.cards
            let url = folder.appendingPathComponent("run\(run).png")
            try screen.makeView().render(size: screen.size, scale: 2).writePNG(to: url)
            files.append(try Data(contentsOf: url))
        }
        #expect(files[0] == files[1])
        // No time, text or software chunks: only IHDR, IDAT and IEND.
        for chunk in ["tIME", "tEXt", "zTXt", "iTXt"] {
            #expect(files[0].range(of: Data(chunk.utf8)) == nil, "\(chunk) chunk")
        }
    }

    @Test func cairosIndependentDecoderReadsWhatEaselWrites() throws {
        let image = try sampleImage(withAlpha: true)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sample.png")
        try image.writePNG(to: url)

        let surface = cairo_image_surface_create_from_png(url.path)!
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        #expect(Int(cairo_image_surface_get_width(surface)) == image.pixelWidth)
        #expect(Int(cairo_image_surface_get_height(surface)) == image.pixelHeight)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var mismatches = 0
        for y in 0 ..< image.pixelHeight {
            for x in 0 ..< image.pixelWidth {
                // Cairo holds premultiplied ARGB; premultiply ours the way cairo does and compare.
                let argb = data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                let pixel = image[x, y]
                let a = UInt32(pixel.alpha)
                func premultiplied(_ c: UInt8) -> UInt32 {
                    let t = UInt32(c) * a + 0x80
                    return (t + (t >> 8)) >> 8
                }
                let expected = a << 24 | premultiplied(pixel.red) << 16 | premultiplied(pixel.green) << 8 | premultiplied(pixel.blue)
                if argb != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func fileNamesSetTheScale() throws {
        #expect(Image.scale(fromFileName: "/a/logo@2x.png") == 2)
        #expect(Image.scale(fromFileName: "logo@3x.png") == 3)
        #expect(Image.scale(fromFileName: "logo.png") == 1)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("icon@3x.png")
        try sampleImage(width: 30, height: 15, withAlpha: false).writePNG(to: url)
        let loaded = try Image(contentsOfFile: url.path)
        #expect(loaded.scale == 3)
        #expect(loaded.size == CGSize(width: 10, height: 5))
    }

    // MARK: Bad input

    @Test func emptyDataIsAnError() {
        let error = #expect(throws: ImageError.self) { try Image(pngData: Data()) }
        #expect(error?.description.hasPrefix("PNG data: not a readable PNG: ") == true)
    }

    @Test func bytesThatAreNotAPNGAreAnError() {
        let error = #expect(throws: ImageError.self) {
            try Image(pngData: Data("GIF89a this is not a png at all".utf8), source: "photo.png")
        }
        #expect(error?.description.hasPrefix("photo.png: not a readable PNG: ") == true)
    }

    @Test func truncatedPNGIsAnError() throws {
        let data = try sampleImage(withAlpha: true).pngData()
        for length in [8, 30, data.count / 2, data.count - 13] {
            #expect(throws: ImageError.self, "truncated to \(length) bytes") {
                try Image(pngData: data.prefix(length))
            }
        }
    }

    @Test func corruptImageDataIsAnError() throws {
        var data = try sampleImage(withAlpha: true).pngData()
        let idat = data.range(of: Data("IDAT".utf8))!
        for offset in 10 ..< 40 { data[idat.upperBound + offset] ^= 0x5A }
        #expect(throws: ImageError.self) { try Image(pngData: data) }
    }

    @Test func aHeaderClaimingAHugeImageIsRefusedBeforeAllocating() throws {
        var data = try sampleImage(withAlpha: false).pngData()
        // IHDR's data starts at byte 16: width, then height, big-endian; its CRC follows at 29.
        for (offset, value) in [(16, UInt32(100_000)), (20, UInt32(100_000))] {
            withUnsafeBytes(of: value.bigEndian) { data.replaceSubrange(offset ..< offset + 4, with: $0) }
        }
        let crc = crc32(data[12 ..< 29])
        withUnsafeBytes(of: crc.bigEndian) { data.replaceSubrange(29 ..< 33, with: $0) }
        #expect(throws: ImageError.tooLarge(width: 100_000, height: 100_000)) { try Image(pngData: data) }
    }

    @Test func missingFileIsAnErrorNamingIt() {
        let error = #expect(throws: ImageError.self) { try Image(contentsOfFile: "/no/such/dir/logo.png") }
        #expect(error?.description == "/no/such/dir/logo.png: no such file")
    }

    @Test func invalidBuffersAreErrors() {
        #expect(throws: ImageError.invalidSize(width: 0, height: 4)) {
            try Image(pixelWidth: 0, pixelHeight: 4, pixels: [])
        }
        #expect(throws: ImageError.pixelCountMismatch(expected: 16, actual: 15)) {
            try Image(pixelWidth: 2, pixelHeight: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: ImageError.invalidScale(-1)) {
            try Image(pixelWidth: 1, pixelHeight: 1, scale: -1, pixels: [0, 0, 0, 0])
        }
    }

    @Test func writingReplacesAFileWholeAndLeavesNoTemporaryFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("reference.png")
        try Data("old contents".utf8).write(to: url)
        let image = try sampleImage(withAlpha: true)
        try image.writePNG(to: url)
        #expect(try Image(contentsOfFile: url.path, scale: 2) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["reference.png"])
    }

    @Test func writingIntoAMissingFolderIsAnErrorAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("missing/reference.png")
        let error = #expect(throws: ImageError.self) { try sampleImage(withAlpha: false).writePNG(to: url) }
        #expect(error?.description == "\(url.path): cannot write: no such file or folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A folder where the file should go, and a file where a folder should be, are said so; the
    /// file written gets the permissions the umask leaves (rw-r--r-- under 022), as before.
    @Test func writingErrorsAreInPlainWordsAndTheFileIsReadable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try sampleImage(withAlpha: false)
        let intoFolder = #expect(throws: ImageError.self) { try image.writePNG(to: folder) }
        #expect(intoFolder?.description == "\(folder.path): cannot write: it is a folder; give a file name")
        let file = folder.appendingPathComponent("reference.png")
        try image.writePNG(to: file)
        let underFile = file.appendingPathComponent("inner.png")
        let notAFolder = #expect(throws: ImageError.self) { try image.writePNG(to: underFile) }
        #expect(notAFolder?.description == "\(underFile.path): cannot write: no such file or folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["reference.png"])
        let mask = umask(0o022)
        umask(mask)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o666 & ~Int(mask))
    }

    /// A name as long as the file system allows (255 bytes) is written: the temporary file's
    /// name does not grow with the target's.
    @Test func aNameOfTheLongestLengthIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(String(repeating: "n", count: 251) + ".png")
        let image = try sampleImage(withAlpha: true)
        try image.writePNG(to: url)
        #expect(try Image(contentsOfFile: url.path, scale: 2) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [url.lastPathComponent])
    }
}
