import Foundation
import SandboxScenes

/// "did you mean 'trace'?": a first word that is neither a command nor a scene but a typing
/// slip away from a command. Without this the word would be taken as `open`'s scene and the
/// options after it reported against `open`.
enum CommandSuggestion {
    /// The first argument and the command it most likely meant, when it names no file, no
    /// lesson and no command but is at most two edits from a command's name.
    static func typo(in arguments: [String], commands: [String]) -> (word: String, command: String)? {
        guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word), word != "help" else { return nil }
        guard let best = commands.map({ (command: $0, distance: editDistance(word, $0)) }).min(by: { $0.distance < $1.distance }),
              best.distance <= 2, best.distance < best.command.count else { return nil }
        if let catalog = LessonCatalog.locate(executable: URL(fileURLWithPath: CommandLine.arguments[0])), catalog.match(word) != .none { return nil }
        return (word, best.command)
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit (`trcae`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
