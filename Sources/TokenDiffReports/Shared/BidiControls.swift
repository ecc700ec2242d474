/// Unicode's bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069). Inside a token name they reorder what follows on screen, so a reviewer
/// would read another name than the file holds; renderers people read show them escaped, as
/// `\u{202e}`. Pure.
enum BidiControls {
  /// Whether the scalar reorders text around it. Pure.
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `\u{202e}`: how the scalar is shown. Pure.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16))}"
  }
}
