public import TokenDiffCore

/// Renders one self-contained HTML page: inline style sheet and script, no network, works from
/// `file://`.
///
/// The page shows before and after swatches (over a checkerboard, so translucent colours show
/// as such), filters by mode, kind and layer, a search by token name, sortable tables, contrast
/// previews (sample text in the foreground colour on the background with the ratio) and a light
/// and a dark theme (the system's preference, or the reader's choice with the toggle).
///
/// Security: everything from token files is HTML-escaped, and a Content-Security-Policy meta
/// element allows nothing but the page's own style sheet and script, by their SHA-256 hashes
/// computed here: no remote loads, no other inline script or style, no images, no forms. Colours
/// reach the swatches through generated CSS classes in the hashed style sheet, not `style`
/// attributes.
public enum HTMLReportRenderer {
  /// Pure: the same report and options give the same bytes.
  public static func render(_ report: Report, options: RenderOptions = RenderOptions()) -> String {
    let colors = HTMLColorClasses(colorHexes(report))
    let style = HTMLPalette.css + HTMLAssets.css + colors.css
    let script = HTMLAssets.script
    let policy =
      "default-src 'none'; style-src \(SHA256.cspSource(style)); "
      + "script-src \(SHA256.cspSource(script)); img-src 'none'; base-uri 'none'; "
      + "form-action 'none'"
    let sections = HTMLSections(report: report, options: options, colors: colors)
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(policy)">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <meta name="generator" content="tokendiff (report schemaVersion \(JSONReportRenderer.schemaVersion))">
      <title>tokendiff: \(HTMLEscaping.text(ReportWording.title(report)))</title>
      <style>\(style)</style>
      </head>
      <body>
      <a class="skip" href="#changes">Skip to the changes</a>

      """
    html += sections.header()
    html += "<main>\n"
    html += sections.cards()
    html += sections.attention()
    html += sections.summary()
    html += sections.blastRadius()
    html += sections.contrast()
    html += sections.changes()
    html += sections.otherFindings()
    html += "</main>\n"
    html += """
      <footer>Made by tokendiff from the report contract schemaVersion \
      \(JSONReportRenderer.schemaVersion). This page loads nothing from the network.</footer>
      <script>\(script)</script>
      </body>
      </html>

      """
    return html
  }

  /// Every colour a swatch or a preview shows. Pure.
  static func colorHexes(_ report: Report) -> Set<String> {
    var hexes = Set<String>()
    for change in report.changes {
      for state in [change.before, change.after] {
        for color in state?.value?.colors.prefix(HTMLSections.swatchesPerValue) ?? [] {
          hexes.insert(color.hex)
        }
      }
    }
    for result in report.contrast {
      for measurement in [result.before, result.after].compactMap(\.self) {
        hexes.insert(measurement.foreground)
        hexes.insert(measurement.background)
      }
    }
    return hexes
  }
}
