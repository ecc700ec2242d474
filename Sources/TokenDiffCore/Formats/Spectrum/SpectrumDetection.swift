/// Tells an Adobe Spectrum token file from the other formats.
///
/// A Spectrum file is one JSON object whose keys are token names and whose members are token
/// objects: `{ "$schema": ".../token-types/color.json", "value": ..., "uuid": ... }`, or the
/// same with `sets` in place of `value`. Decided per file; a file that writes a DTCG marker
/// (`$value`, `$type`, `$ref`, `$extends`) anywhere is never Spectrum.
enum SpectrumDetection {
  /// Whether `root` is a Spectrum token file: a top-level object with at least one member that
  /// carries a `uuid` or a Spectrum `$schema`, and a `value` or `sets`. Pure.
  static func isSpectrum(_ root: JSONValue, syntax: TokenSyntax) -> Bool {
    guard syntax == .legacy, let members = root.members else { return false }
    return members.contains { isSpectrumToken($0.value) }
  }

  /// Whether `value` looks like one Spectrum token (or set entry). Pure.
  static func isSpectrumToken(_ value: JSONValue) -> Bool {
    guard value.members != nil else { return false }
    let hasBody = value["value"] != nil || value["sets"]?.members != nil
    if hasBody, value["uuid"]?.stringValue != nil || isSpectrumSchema(value["$schema"]) {
      return true
    }
    // Older releases write the `uuid` only on the entries of `sets`.
    return value["sets"]?.members?.contains { isSpectrumToken($0.value) } ?? false
  }

  /// Whether a `$schema` names one of Spectrum's token-type schemas. Pure.
  static func isSpectrumSchema(_ schema: JSONValue?) -> Bool {
    guard let text = schema?.stringValue else { return false }
    return text.contains("spectrum-design-data") || text.contains("/token-types/")
  }
}
