import ResponderCore
import SandboxScenes

/// Holds weak references to a scene and everything in it, to tell, once the session has
/// moved on to another scene, whether the old one was freed (no cycle, no stray reference).
struct SceneReleaseWatch {
    private struct Weak {
        weak var object: AnyObject?
        let name: String
    }

    private var objects: [Weak] = []

    mutating func watch(_ scene: LoadedScene) {
        objects = [Weak(object: scene, name: "the scene"), Weak(object: scene.application, name: "UIApplication")]
            + scene.responders.map { Weak(object: $0.value, name: $0.key) }
    }

    /// The names of what is still alive, or an empty list.
    var survivors: [String] {
        objects.filter { $0.object != nil }.map(\.name).sorted()
    }
}
