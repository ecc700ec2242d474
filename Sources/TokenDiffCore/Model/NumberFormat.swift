/// Formats a number the same way on every machine: integers without a fraction (`16`), other
/// values in Swift's shortest round-trip form (`0.5`, `1.3333333333333333`). Pure.
public func formatNumber(_ value: Double) -> String {
  if value == 0 { return "0" }  // also turns -0 into 0
  if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
  return String(describing: value)
}
