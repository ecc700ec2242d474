import Foundation

/// The functions Tokens Studio math can call: expr-eval's, which sd-transforms evaluates
/// expressions with, plus `clamp`. Each works on plain numbers; units are the expression's.
struct MathFunctions: Sendable {
  /// How many arguments the function takes.
  let arity: ClosedRange<Int>
  let apply: @Sendable ([Double]) -> Double

  var arityText: String {
    arity.lowerBound == arity.upperBound
      ? "\(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")"
      : "\(arity.lowerBound) to \(arity.upperBound) arguments"
  }

  /// The function of that name, or `nil`. Pure.
  static func named(_ name: String) -> MathFunctions? {
    all[name]
  }

  /// Whether `text` starts with a known function's call, such as `floor(`. Pure.
  static func startsWithCall(_ text: String) -> Bool {
    guard let open = text.firstIndex(of: "(") else { return false }
    return all[String(text[..<open])] != nil
  }

  private static func unary(_ function: @escaping @Sendable (Double) -> Double) -> MathFunctions {
    MathFunctions(arity: 1...1) { function($0[0]) }
  }

  private static let all: [String: MathFunctions] = [
    "abs": unary { Swift.abs($0) },
    "ceil": unary { Foundation.ceil($0) },
    "floor": unary { Foundation.floor($0) },
    "round": unary { Foundation.round($0) },
    "trunc": unary { Foundation.trunc($0) },
    "sqrt": unary { Foundation.sqrt($0) },
    "cbrt": unary { Foundation.cbrt($0) },
    "sign": unary { $0 > 0 ? 1 : $0 < 0 ? -1 : 0 },
    "exp": unary { Foundation.exp($0) },
    "ln": unary { Foundation.log($0) },
    "log": unary { Foundation.log($0) },
    "log10": unary { Foundation.log10($0) },
    "log2": unary { Foundation.log2($0) },
    "min": MathFunctions(arity: 1...1_000) { $0.min() ?? 0 },
    "max": MathFunctions(arity: 1...1_000) { $0.max() ?? 0 },
    "pow": MathFunctions(arity: 2...2) { Foundation.pow($0[0], $0[1]) },
    "hypot": MathFunctions(arity: 1...1_000) { Foundation.sqrt($0.reduce(0) { $0 + $1 * $1 }) },
    "clamp": MathFunctions(arity: 3...3) { Swift.min(Swift.max($0[1], $0[0]), $0[2]) },
    "roundTo": MathFunctions(arity: 1...2) { roundTo($0[0], places: $0.count > 1 ? $0[1] : 0) },
  ]

  /// expr-eval's `roundTo(value, places)`: rounds to `places` decimals (negative: tens,
  /// hundreds). Computed with a power of ten, never an integer conversion, so any `places`
  /// (huge, negative, not a number) gives a number or NaN, which the caller reports. Pure.
  static func roundTo(_ value: Double, places: Double) -> Double {
    guard places.isFinite else { return .nan }
    let clamped = Swift.min(Swift.max(places.rounded(), -308), 308)
    let scale = Foundation.pow(10, clamped)
    guard scale.isFinite, scale > 0 else { return value }
    let scaled = value * scale
    guard scaled.isFinite else { return value }
    return scaled.rounded() / scale
  }
}
