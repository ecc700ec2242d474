/// A colour written as an object of channels, `{"h": 210, "s": 0.5, "l": 0.4}`,
/// `{"r": 255, "g": 0, "b": 0}` or `{"h": …, "s": …, "v": …}`, each with an optional `a`: Style
/// Dictionary's colour transforms read it through tinycolor2, whose rules this follows (hue in
/// degrees; red, green and blue 0...255; saturation, lightness and value as fractions 0...1, or
/// percentages above 1; alpha 0...1). A channel may be a reference to a number. Pure apart from
/// `number`, which reads one channel.
enum ChannelObjectColor {
  /// The colour, `nil` when the object is not one of those shapes, or a problem a channel's
  /// reference ran into.
  static func read(
    _ value: JSONValue,
    number: (JSONValue) -> Result<Double, ValueProblem>
  ) -> Result<Color, ValueProblem>? {
    guard let members = value.members else { return nil }
    let keys = Set(members.map(\.key)).subtracting(["a"])
    guard keys == ["h", "s", "l"] || keys == ["r", "g", "b"] || keys == ["h", "s", "v"] else {
      return nil
    }
    var channels: [String: Double] = [:]
    for member in members {
      switch number(member.value) {
      case .success(let read):
        guard read.isFinite else { return nil }
        channels[member.key] = read
      case .failure(let problem): return .failure(problem)
      }
    }
    func fraction(_ key: String) -> Double {
      let raw = channels[key] ?? 0
      return min(1, max(0, raw > 1 ? raw / 100 : raw))
    }
    let alpha = channels["a"].map { min(1, max(0, $0)) } ?? 1
    if keys == ["r", "g", "b"] {
      let rgb = ["r", "g", "b"].map { min(1, max(0, (channels[$0] ?? 0) / 255)) }
      return .success(Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha))
    }
    let hue = channels["h"] ?? 0
    let saturation = fraction("s")
    if keys == ["h", "s", "l"] {
      let rgb = ColorMath.hslToSRGB(
        hue: hue,
        saturation: saturation * 100,
        lightness: fraction("l") * 100
      )
      return .success(Color(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha))
    }
    // HSV: lightness and saturation in HSL terms, then as above.
    let brightness = fraction("v")
    let lightness = brightness * (1 - saturation / 2)
    let hslSaturation =
      lightness == 0 || lightness == 1
      ? 0 : (brightness - lightness) / min(lightness, 1 - lightness)
    let rgb = ColorMath.hslToSRGB(
      hue: hue,
      saturation: hslSaturation * 100,
      lightness: lightness * 100
    )
    return .success(Color(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha))
  }
}
