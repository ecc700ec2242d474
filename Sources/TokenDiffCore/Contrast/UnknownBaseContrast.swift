/// The lowest WCAG ratio of a text colour on a translucent surface over every opaque base the
/// surface could be painted on, when the base is not known.
///
/// Black and white bases alone do not bound it: `#777777` on `#FFFFFF66` is 1.28 over black and
/// 4.48 over white, yet 1.00 over `#1C1C1C`. The surface over a base `B` is `s = S·a + B·(1 − a)`
/// per channel, so `s` ranges over a box, and the text over it is `t = T·a_t + s·(1 − a_t)`.
/// Both luminances are sums of one term per channel, which makes the search exact without
/// sampling every base: whether some base makes them equal (ratio 1) is a per-channel
/// minimum and maximum of `L(t) − L(s)`, and otherwise the least ratio is found by Dinkelbach's
/// method, whose inner step is again one search per channel. Every function is pure.
public enum UnknownBaseContrast {
  /// The worst case: its ratio, and the base, surface and text colours that give it.
  public struct WorstCase: Sendable, Equatable {
    public var ratio: Double
    /// The opaque base that gives the least ratio.
    public var base: RGB
    /// The surface composited over that base (opaque).
    public var surface: RGB
    /// The text composited over that surface (opaque).
    public var text: RGB
    /// The highest ratio over every base, when the text is opaque (its luminance is then fixed
    /// and the extremes are the black and white bases); `nil` otherwise.
    public var best: Double?
  }

  /// The least ratio of `text` on `surface` over every opaque base. `surface.alpha` < 1. Pure.
  public static func worstCase(text: RGBA, surface: RGBA) -> WorstCase {
    let box = ChannelBox(surface: surface)
    let textAlpha = min(1, max(0, text.alpha))
    let terms = (0..<3).map { index in
      ChannelTerm(
        weight: box.weights[index],
        offset: text.channels[index] * textAlpha,
        scale: 1 - textAlpha
      )
    }
    let problem = Problem(box: box, terms: terms)
    if textAlpha >= 1 { return problem.opaqueText(text: text.rgb) }
    return problem.translucentText()
  }

  /// The range of each surface channel over every base.
  struct ChannelBox {
    let low: [Double]
    let high: [Double]
    let weights = [0.2126, 0.7152, 0.0722]

    init(surface: RGBA) {
      let alpha = min(1, max(0, surface.alpha))
      let channels = surface.channels.map { min(1, max(0, $0)) * alpha }
      low = channels
      high = channels.map { $0 + (1 - alpha) }
    }

    func base(for surface: [Double]) -> RGB {
      let channels = zip(surface, zip(low, high)).map { value, range in
        range.1 - range.0 > 0 ? (value - range.0) / (range.1 - range.0) : 0
      }
      return RGB(red: channels[0], green: channels[1], blue: channels[2])
    }
  }

  /// The text channel over a surface channel `s`: `offset + scale·s`.
  struct ChannelTerm {
    let weight: Double
    let offset: Double
    let scale: Double

    func text(_ surface: Double) -> Double { offset + scale * surface }
  }

  struct Problem {
    let box: ChannelBox
    let terms: [ChannelTerm]

    func luminances(_ surface: [Double]) -> (text: Double, surface: Double) {
      var text = 0.0
      var background = 0.0
      for (index, term) in terms.enumerated() {
        text += term.weight * WCAGContrast.linearise(term.text(surface[index]))
        background += term.weight * WCAGContrast.linearise(surface[index])
      }
      return (text, background)
    }

    func result(_ surface: [Double], best: Double? = nil) -> WorstCase {
      let (text, background) = luminances(surface)
      return WorstCase(
        ratio: WCAGContrast.ratio(luminance: text, background),
        base: box.base(for: surface),
        surface: RGB(red: surface[0], green: surface[1], blue: surface[2]),
        text: RGB(
          red: terms[0].text(surface[0]),
          green: terms[1].text(surface[1]),
          blue: terms[2].text(surface[2])
        ),
        best: best
      )
    }

    /// Opaque text: the surface luminance spans [L(black base), L(white base)] and every value
    /// between is reached along the grey bases.
    func opaqueText(text: RGB) -> WorstCase {
      let textLuminance = WCAGContrast.relativeLuminance(text)
      let dark = luminances(box.low).surface
      let light = luminances(box.high).surface
      let overBlack = WCAGContrast.ratio(luminance: textLuminance, dark)
      let overWhite = WCAGContrast.ratio(luminance: textLuminance, light)
      let best = max(overBlack, overWhite)
      if textLuminance <= dark { return result(box.low, best: best) }
      if textLuminance >= light { return result(box.high, best: best) }
      // A grey base makes the surface as light as the text.
      let grey = bisect(from: box.low, to: box.high) { luminances($0).surface - textLuminance }
      return result(grey, best: best)
    }

    /// Translucent text: first whether some base makes both luminances equal, else the least
    /// ratio with Dinkelbach's method.
    func translucentText() -> WorstCase {
      let lowest = extreme { index, s in difference(index, s) }
      let highest = extreme { index, s in -difference(index, s) }
      let (lowText, lowSurface) = luminances(lowest)
      let (highText, highSurface) = luminances(highest)
      if lowText - lowSurface <= 0, highText - highSurface >= 0 {
        let equal = bisect(from: lowest, to: highest) {
          let (text, surface) = luminances($0)
          return text - surface
        }
        return result(equal)
      }
      let textIsLighter = lowText - lowSurface > 0
      // Minimise (lighter + 0.05) / (darker + 0.05): for a guess m, the surface that minimises
      // (lighter + 0.05) − m·(darker + 0.05), channel by channel, gives the next guess.
      func ratio(_ surface: [Double]) -> Double {
        let (text, background) = luminances(surface)
        return textIsLighter
          ? (text + 0.05) / (background + 0.05) : (background + 0.05) / (text + 0.05)
      }
      var current = box.low
      var guess = ratio(current)
      for _ in 0..<60 {
        let m = guess
        let next = extreme { index, s in
          let term = terms[index]
          let text = WCAGContrast.linearise(term.text(s))
          let surface = WCAGContrast.linearise(s)
          return term.weight * (textIsLighter ? text - m * surface : surface - m * text)
        }
        let value = ratio(next)
        guard value < guess - 1e-15 else { break }
        current = next
        guess = value
      }
      return result(current)
    }

    /// `L(t) − L(s)` for one channel.
    func difference(_ index: Int, _ surface: Double) -> Double {
      let term = terms[index]
      return term.weight
        * (WCAGContrast.linearise(term.text(surface)) - WCAGContrast.linearise(surface))
    }

    /// The surface that minimises a sum of per-channel functions: each channel searched on its
    /// own over its range.
    func extreme(_ function: (Int, Double) -> Double) -> [Double] {
      (0..<3).map { index in
        OneDimensionalMinimum.find(low: box.low[index], high: box.high[index]) {
          function(index, $0)
        }
      }
    }

    /// The point on the segment from `start` to `end` where `function` changes sign
    /// (`function(start) <= 0 <= function(end)`).
    func bisect(from start: [Double], to end: [Double], _ function: ([Double]) -> Double)
      -> [Double]
    {
      func point(_ t: Double) -> [Double] { zip(start, end).map { $0 + t * ($1 - $0) } }
      var (low, high) = (0.0, 1.0)
      for _ in 0..<100 {
        let middle = (low + high) / 2
        if function(point(middle)) <= 0 { low = middle } else { high = middle }
      }
      return point((low + high) / 2)
    }
  }
}

/// The least value of a smooth function on an interval: a scan on a fine grid, then a golden-
/// section search around the best grid point. Pure.
enum OneDimensionalMinimum {
  static func find(low: Double, high: Double, _ function: (Double) -> Double) -> Double {
    guard high > low else { return low }
    let steps = 128
    let width = (high - low) / Double(steps)
    var bestIndex = 0
    var bestValue = function(low)
    for index in 1...steps {
      let value = function(low + Double(index) * width)
      if value < bestValue {
        bestValue = value
        bestIndex = index
      }
    }
    var a = low + Double(max(0, bestIndex - 1)) * width
    var b = low + Double(min(steps, bestIndex + 1)) * width
    let ratio = (5.0.squareRoot() - 1) / 2
    var c = b - ratio * (b - a)
    var d = a + ratio * (b - a)
    var fc = function(c)
    var fd = function(d)
    for _ in 0..<80 {
      if fc < fd {
        b = d
        d = c
        fd = fc
        c = b - ratio * (b - a)
        fc = function(c)
      } else {
        a = c
        c = d
        fc = fd
        d = a + ratio * (b - a)
        fd = function(d)
      }
    }
    let candidate = (a + b) / 2
    let grid = low + Double(bestIndex) * width
    return function(candidate) <= bestValue ? candidate : grid
  }
}

extension RGBA {
  /// The three channels, in order. Pure.
  var channels: [Double] { [rgb.red, rgb.green, rgb.blue] }
}
