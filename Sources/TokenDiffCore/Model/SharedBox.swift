/// The heap cell of a copy-on-write value type: ``Token`` and ``ResolvedToken`` keep their fields
/// in one, so copying them (per mode, per revision, into every table) shares it.
///
/// Mutable, but only written through an owner that holds the sole reference
/// (`isKnownUniquelyReferenced`), so sharing it between threads is safe.
final class SharedBox<Fields>: @unchecked Sendable {
  var fields: Fields

  init(_ fields: Fields) {
    self.fields = fields
  }
}
