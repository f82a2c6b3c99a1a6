// The least a program can do to show a frame: start SDL's video, open a window the size of
// the sandbox's, make a renderer the way the sandbox does, clear, present once, quit.
// The start-up benchmark times it beside `responder-sandbox open --quit-after 0`.
import BareSDL
import Foundation

guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
    FileHandle.standardError.write(Data("bare-sdl-window: SDL could not start: \(String(cString: SDL_GetError()))\n".utf8))
    exit(1)
}
let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
guard let window = SDL_CreateWindow("bare", CSDL_WINDOWPOS_CENTERED(), CSDL_WINDOWPOS_CENTERED(), 1280, 800, flags),
      let renderer = SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    FileHandle.standardError.write(Data("bare-sdl-window: no window: \(String(cString: SDL_GetError()))\n".utf8))
    exit(1)
}
SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
SDL_RenderClear(renderer)
SDL_RenderPresent(renderer)
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
