import Foundation

/// One line of a pasted dump, with the number of the line it came from in the file.
struct DumpLine: Equatable {
    var number: Int
    var text: Substring
}
