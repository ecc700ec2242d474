extension Color {
  /// The colour in gamma-encoded sRGB, unclipped; `none` components count as 0. Pure.
  public var srgb: RGB {
    let values = components.map { $0 ?? 0 } + [0, 0, 0]
    return RGB(red: values[0], green: values[1], blue: values[2])
  }
}
