/// The HTML report's own colours, light and dark. Every text colour is checked against the
/// surfaces it sits on by the tests (WCAG 2 AA, 4.5:1 for text), so the page passes the rules
/// it reports on.
enum HTMLPalette {
  /// One theme: CSS custom property names without `--`, and `#rrggbb` values.
  struct Theme {
    var name: String
    var colors: [(name: String, hex: String)]

    func hex(_ name: String) -> String? { colors.first { $0.name == name }?.hex }
  }

  /// Text colours and the surfaces each must be readable on.
  static let textColors = ["text", "muted", "accent", "bad", "good", "warn"]
  static let surfaces = ["page", "surface", "raised"]

  static let light = Theme(
    name: "light",
    colors: [
      ("page", "#f6f7f9"), ("surface", "#ffffff"), ("raised", "#eef1f5"), ("border", "#d0d7de"),
      ("text", "#1b1f24"), ("muted", "#56606b"), ("accent", "#0a58ca"), ("accent-text", "#ffffff"),
      ("bad", "#b42318"), ("good", "#17692f"), ("warn", "#8a4b00"), ("focus", "#0a58ca"),
      ("check-a", "#ffffff"), ("check-b", "#c9ced6"),
    ]
  )

  static let dark = Theme(
    name: "dark",
    colors: [
      ("page", "#0e1116"), ("surface", "#161b22"), ("raised", "#1f2630"), ("border", "#3a4450"),
      ("text", "#e8ebef"), ("muted", "#a3adb9"), ("accent", "#84b4ff"), ("accent-text", "#0e1116"),
      ("bad", "#ff9590"), ("good", "#7fdc9c"), ("warn", "#f5c46b"), ("focus", "#84b4ff"),
      ("check-a", "#2a313b"), ("check-b", "#505a67"),
    ]
  )

  /// `--name: #hex;` for every colour of a theme. Pure.
  static func declarations(_ theme: Theme) -> String {
    theme.colors.map { "--\($0.name):\($0.hex);" }.joined()
  }

  /// The light theme by default, the dark one when the system prefers it unless the reader
  /// chose light, and whichever the reader chose with the toggle. Pure.
  static var css: String {
    ":root{color-scheme:light;\(declarations(light))}"
      + "@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;"
      + "\(declarations(dark))}}"
      + ":root[data-theme=dark]{color-scheme:dark;\(declarations(dark))}"
  }
}
