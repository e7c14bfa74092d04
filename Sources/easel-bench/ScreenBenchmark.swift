@_spi(Benchmarks) import Easel
import Foundation

/// Times each example screen's layout, draw, PNG encode and decode separately at scale 3.
struct ScreenBenchmark {
    let iterations: Int
    let scale: CGFloat = 3

    func run() throws {
        for screen in ExampleScreen.all {
            var layout = Measurement("\(screen.name) layout")
            var draw = Measurement("\(screen.name) draw")
            var encode = Measurement("\(screen.name) PNG encode (.screen)")
            var encodeLevel6 = Measurement("\(screen.name) PNG encode (zlib level 6)")
            var decode = Measurement("\(screen.name) PNG decode")
            var decodeLibpng = Measurement("\(screen.name) PNG decode, libpng only")
            let renderer = ViewRenderer(scale: scale)
            var bytes = 0
            for _ in 0 ..< iterations {
                let view = screen.makeView()
                try layout.time { try renderer.layout(view, size: screen.size) }
                let image = try draw.time { try renderer.draw(view) }
                let data = try encode.time { try image.pngData() }
                _ = try encodeLevel6.time { try image.pngData(compression: .level(6)) }
                _ = try decode.time { try Image(pngData: data, scale: scale) }
                _ = try decodeLibpng.time { try Image(pngDataThroughLibpng: data, scale: scale) }
                bytes = data.count
            }
            print("\n\(screen.name): \(Int(screen.size.width * scale))×\(Int(screen.size.height * scale)) pixels, \(bytes) PNG bytes")
            for measurement in [layout, draw, encode, encodeLevel6, decode, decodeLibpng] { print(measurement.report) }
        }
    }
}
