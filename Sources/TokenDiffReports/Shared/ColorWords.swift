import TokenDiffCore

/// Plain words for a colour (`dark blue`, `light grey`, `translucent red (40% opacity)`), so a
/// report never relies on colour alone: people who cannot tell the swatches apart, screen
/// readers and plain-text readers still learn what changed.
///
/// The words come from the colour's HSL hue, saturation and lightness (after clipping to sRGB);
/// they are a rough guide next to the exact hex, not a colour-naming standard.
enum ColorWords {
  /// Words for `color`. Pure.
  static func describe(_ color: Color) -> String {
    let rgb = color.clippedSRGB
    let (hue, saturation, lightness) = hsl(rgb)
    var words = base(hue: hue, saturation: saturation, lightness: lightness)
    let opacity = Int((color.alpha * 100).rounded())
    if opacity < 100 {
      words = opacity == 0 ? "transparent" : "translucent \(words) (\(opacity)% opacity)"
    }
    return words
  }

  /// Words for every colour of a value (`dark blue`; `white, then black` for two), `nil` when
  /// the value holds no colour. Pure.
  static func describe(_ value: TokenValue?) -> String? {
    guard let colors = value?.colors, !colors.isEmpty else { return nil }
    if colors.count > 3 { return "\(colors.count) colours" }
    return colors.map(describe).joined(separator: ", ")
  }

  private static func base(hue: Double, saturation: Double, lightness: Double) -> String {
    let chroma = saturation * (1 - abs(2 * lightness - 1))
    if chroma < 0.06 || saturation < 0.1 {
      switch lightness {
      case ..<0.06: return "black"
      case ..<0.25: return "very dark grey"
      case ..<0.45: return "dark grey"
      case ..<0.65: return "grey"
      case ..<0.85: return "light grey"
      case ..<0.97: return "very light grey"
      default: return "white"
      }
    }
    var name = hueName(hue)
    if name == "orange", lightness < 0.4 { name = "brown" }
    var words: [String] = []
    switch lightness {
    case ..<0.2: words.append("very dark")
    case ..<0.38: words.append("dark")
    case 0.9...: words.append("very light")
    case 0.72...: words.append("light")
    default: break
    }
    if saturation < 0.3 {
      words.append("muted")
    } else if saturation > 0.8, (0.35...0.7).contains(lightness) {
      words.append("vivid")
    }
    words.append(name)
    return words.joined(separator: " ")
  }

  private static func hueName(_ hue: Double) -> String {
    let names: [(upTo: Double, name: String)] = [
      (12, "red"), (40, "orange"), (65, "yellow"), (85, "yellow-green"), (155, "green"),
      (175, "teal"), (195, "cyan"), (245, "blue"), (265, "indigo"), (285, "violet"),
      (295, "purple"), (335, "magenta"), (350, "pink"), (361, "red"),
    ]
    return names.first { hue < $0.upTo }?.name ?? "red"
  }

  /// Hue in degrees [0, 360), saturation and lightness in [0, 1]. Pure.
  static func hsl(_ rgb: RGB) -> (hue: Double, saturation: Double, lightness: Double) {
    let high = max(rgb.red, rgb.green, rgb.blue)
    let low = min(rgb.red, rgb.green, rgb.blue)
    let lightness = (high + low) / 2
    let delta = high - low
    guard delta > 1e-9 else { return (0, 0, lightness) }
    let saturation = delta / (1 - abs(2 * lightness - 1))
    var hue: Double
    if high == rgb.red {
      hue = ((rgb.green - rgb.blue) / delta).truncatingRemainder(dividingBy: 6)
    } else if high == rgb.green {
      hue = (rgb.blue - rgb.red) / delta + 2
    } else {
      hue = (rgb.red - rgb.green) / delta + 4
    }
    hue *= 60
    if hue < 0 { hue += 360 }
    return (hue, min(1, saturation), lightness)
  }
}
