#ifndef RESPONDER_SANDBOX_CSDL2_SHIM_H
#define RESPONDER_SANDBOX_CSDL2_SHIM_H

// <SDL2/…> on the default include path (Debian); <…> inside pkg-config's SDL2 folder otherwise.
#if __has_include(<SDL2/SDL.h>)
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#else
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#endif

// Macros Swift cannot import (they expand to expressions or overflow Int32).
static inline Uint32 CSDL_INIT_EVERYTHING(void) { return SDL_INIT_EVERYTHING; }
static inline int CSDL_WINDOWPOS_CENTERED(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 CSDL_TOUCH_MOUSEID(void) { return SDL_TOUCH_MOUSEID; }
static inline SDL_TouchID CSDL_MOUSE_TOUCHID(void) { return SDL_MOUSE_TOUCHID; }
static inline Uint32 CSDL_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }
static inline Uint32 CSDL_PIXELFORMAT_ARGB8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
static inline Uint32 CSDL_PIXELFORMAT_RGB24(void) { return SDL_PIXELFORMAT_RGB24; }

#endif
