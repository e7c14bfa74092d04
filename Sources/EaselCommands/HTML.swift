import Foundation

/// The few pieces of HTML the command's pages share.
enum HTML {
    /// Text safe inside an element or a quoted attribute.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A PNG inlined, so a page is one file with no outside references.
    static func dataURL(_ png: Data) -> String {
        "data:image/png;base64," + png.base64EncodedString()
    }

    /// `<!doctype html>` through `<style>`: the head the command's pages share, their own rules to follow.
    static func head(title: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title))</title>
        <style>
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 20px; }
        section { background: white; border-radius: 12px; padding: 16px; margin-bottom: 24px; }
        """
    }
}
