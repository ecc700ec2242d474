public import Foundation

/// Runs the built `tokendiff` executable, as a user would, and captures what it prints.
public enum TokenDiffExecutable {
  /// What one run printed and how it exited.
  public struct Result: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
  }

  /// The `tokendiff` binary next to the test bundle (`swift build` puts every product of the
  /// package in the same folder).
  public static var url: URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("tokendiff")
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    return testBinary.deletingLastPathComponent().appendingPathComponent("tokendiff")
  }

  /// Runs `tokendiff arguments...` in `directory` with an environment free of CI variables.
  public static func run(
    _ arguments: [String],
    in directory: URL,
    environment: [String: String] = [:]
  )
    throws -> Result
  {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var variables = ProcessInfo.processInfo.environment
    for name in ["GITHUB_ACTIONS", "GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"] {
      variables[name] = nil
    }
    variables.merge(environment) { _, new in new }
    process.environment = variables
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read before waiting, so a large report cannot fill the pipe and block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self)
    )
  }
}
