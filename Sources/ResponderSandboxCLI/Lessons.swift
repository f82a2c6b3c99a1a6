import ArgumentParser
import SandboxScenes

struct Lessons: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in lessons: id and title, one a line.")

    func run() throws {
        let catalog = try SceneArgument.catalog()
        let width = catalog.lessons.map(\.id.count).max() ?? 0
        for lesson in catalog.lessons {
            print(lesson.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + lesson.title)
        }
    }
}
