/// Why a configuration file (or a `--fail-on` value) cannot be used. The message names the
/// offending key or value.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
