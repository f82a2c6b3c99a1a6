import Foundation

/// How hard the fuzz tests try, in one place. The default keeps the whole fuzz suite to
/// seconds in a debug build; `RESPONDER_SANDBOX_LONG_TESTS=1` multiplies every count, for a
/// run before a release or after a change to a parser.
enum FuzzBudget {
    static let isLong = ProcessInfo.processInfo.environment["RESPONDER_SANDBOX_LONG_TESTS"] == "1"
    static let multiplier = isLong ? 25 : 1

    /// Per lesson, through the whole scene loader.
    static let mutationsPerLesson = 60 * multiplier
    /// Per lesson's `events:` script, as an events file.
    static let mutationsPerLessonScript = 60 * multiplier
    /// Per file of the broken-file corpus (scene, events or IMU).
    static let mutationsPerBrokenFile = 16 * multiplier
    /// Per IMU trace in Assets/IMU. A whole trace takes up to a tenth of a second to parse in
    /// a debug build, so about one in four mutates the whole trace and the rest its opening.
    static let mutationsPerIMUTrace = 16 * multiplier
    /// Per lesson, of its bytes, through the file loader (a temporary file each).
    static let byteMutationsPerLesson = 4 * multiplier
    /// Of the hand-written scene and events file that use every key and command.
    static let mutationsOfTheValidFiles = 400 * multiplier
    /// Random byte and punctuation strings per format.
    static let garbageInputs = 300 * multiplier

    /// Far above any one parse (tens of milliseconds in a debug build), far below a test
    /// run's patience: past it, the input is taken to hang. Counted in the parsing thread's
    /// CPU time, so a busy machine does not make a parse look like a hang.
    static let deadline: TimeInterval = 5
}
