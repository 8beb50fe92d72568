/** /scene/{scene_url} reads as the player does: playInfo for the scene's address and its ?t= range. */
export { watchLoad } from '../player/loader.ts'
