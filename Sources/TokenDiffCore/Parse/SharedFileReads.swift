import Foundation

/// The JSON and tokens of files that two revisions of a diff both have, parsed and read once.
/// A file's JSON depends on its path and bytes alone. Its tokens: a file whose bytes,
/// detected syntax, format and dialect are the same in both, and whose reading consults no other
/// file (it has no `$ref` or `$extends`, or its format has neither), gives the same tokens and
/// findings in both, so the revision that reaches it second takes the first one's. The two
/// revisions read their files from opposite ends (``nextReadsForward()``), so they seldom reach
/// one file at the same time; when they do, the second waits for the first's reading (a
/// reading consults nothing the waiting side holds, so it always ends). The tokens come with
/// their file's layer declared (``SetNameConvention/declareLayers(_:)``, which the revision
/// applies after parsing anyway), so that neither revision writes to, and so copies, a token
/// both hold.
/// Safe from any thread.
final class SharedFileReads: @unchecked Sendable {
  /// What a file's reading depends on.
  struct Key: Equatable {
    var path: String
    var bytes: [UInt8]
    var syntax: TokenSyntax
    var format: TokenFormat
    var dialect: Dialect
  }

  /// A file's tokens (dialect set) and findings.
  typealias Read = (tokens: [Token], findings: [Finding])

  /// What a reader should do with a file.
  enum Claim {
    /// Another revision read it alike: these are its tokens and findings.
    case done(Read)
    /// Read it, then ``store(_:_:)`` what was read.
    case read
    /// Another revision read it differently: read it, keep it to yourself.
    case readAlone
  }

  private enum State {
    case reading(Key)
    case read(Key, Read)
  }

  /// A file's JSON: being parsed, or parsed (with the bytes it was parsed from).
  private enum Parse {
    case parsing([UInt8])
    case parsed([UInt8], Result<JSONValue, ParseFailure>)
  }

  /// Read and written only under `lock` (`Synchronization.Mutex` needs macOS 15), which is
  /// signalled whenever a reading or a parse ends.
  private var states: [String: State] = [:]
  private var parses: [String: Parse] = [:]
  private var readers = 0
  private let lock = NSCondition()

  init() {}

  /// Whether the caller reads its files in their order (the first caller) or from the end.
  func nextReadsForward() -> Bool {
    lock.withLock {
      readers += 1
      return readers % 2 == 1
    }
  }

  /// Claims a file for reading, or gives what another revision read of it (waiting while it
  /// reads it, when it reads it alike).
  func claim(_ key: Key) -> Claim {
    lock.withLock {
      while true {
        switch states[key.path] {
        case nil:
          states[key.path] = .reading(key)
          return .read
        case .read(let known, let read) where known == key: return .done(read)
        case .reading(let known) where known == key: lock.wait()
        case .read, .reading: return .readAlone
        }
      }
    }
  }

  /// A file's JSON: parsed by `parse`, or what another revision's `parse` gave for the same
  /// path and bytes (a parse depends on nothing else). A file both revisions reach at once is
  /// parsed by the first; the second waits for it. Safe from any thread; `parse` is called
  /// outside the lock.
  func json(
    _ file: SourceFile,
    parse: (SourceFile) -> Result<JSONValue, ParseFailure>
  ) -> Result<JSONValue, ParseFailure> {
    enum Claim {
      case done(Result<JSONValue, ParseFailure>)
      case parse
      case parseAlone
    }
    let claim: Claim = lock.withLock {
      while true {
        switch parses[file.path] {
        case nil:
          parses[file.path] = .parsing(file.bytes)
          return .parse
        case .parsed(let bytes, let result) where bytes == file.bytes: return .done(result)
        case .parsing(let bytes) where bytes == file.bytes: lock.wait()
        case .parsed, .parsing: return .parseAlone
        }
      }
    }
    switch claim {
    case .done(let result): return result
    case .parse:
      let result = parse(file)
      lock.withLock {
        parses[file.path] = .parsed(file.bytes, result)
        lock.broadcast()
      }
      return result
    case .parseAlone: return parse(file)
    }
  }

  /// What the caller read of a file it claimed.
  func store(_ key: Key, _ read: Read) {
    lock.withLock {
      states[key.path] = .read(key, read)
      lock.broadcast()
    }
  }
}
