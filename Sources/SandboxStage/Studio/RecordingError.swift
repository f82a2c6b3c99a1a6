import Foundation

/// Why a recording could not start or go on.
public struct RecordingError: Error, CustomStringConvertible {
    public var description: String
}
