import Easel
import Foundation

// easel-bench [--iterations N]: times each example screen's layout, draw and PNG encode
// separately at scale 3 (an iPhone's), and prints the medians.

let arguments = CommandLine.arguments
let iterations = arguments.firstIndex(of: "--iterations").flatMap { Int(arguments[$0 + 1]) } ?? 50
let scale: CGFloat = 3

print("easel-bench: \(iterations) runs per step, scale \(Int(scale)), release build expected")
for screen in ExampleScreen.all {
    var layout = Measurement("\(screen.name) layout")
    var draw = Measurement("\(screen.name) draw")
    var encode = Measurement("\(screen.name) PNG encode (.screen)")
    var encodeLevel6 = Measurement("\(screen.name) PNG encode (zlib level 6)")
    var decode = Measurement("\(screen.name) PNG decode")
    let renderer = ViewRenderer(scale: scale)
    var bytes = 0
    for _ in 0 ..< iterations {
        let view = screen.makeView()
        try layout.time { try renderer.layout(view, size: screen.size) }
        let image = try draw.time { try renderer.draw(view) }
        let data = try encode.time { try image.pngData() }
        _ = try encodeLevel6.time { try image.pngData(compression: .level(6)) }
        _ = try decode.time { try Image(pngData: data, scale: scale) }
        bytes = data.count
    }
    for measurement in [layout, draw, encode, encodeLevel6, decode] { print(measurement.report) }
    print("\(screen.name): \(Int(screen.size.width * scale))×\(Int(screen.size.height * scale)) pixels, \(bytes) PNG bytes")
}
