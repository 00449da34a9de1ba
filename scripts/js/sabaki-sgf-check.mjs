// A record reviewed by `kosumi analyze --sgf`, read by Sabaki's own SGF
// parser (@sabaki/sgf), as Sabaki opens it: along the main line (the first
// child of each node) every move's node must have a comment and SBKV, the
// win rate of Black in percent that Sabaki's graph draws; a fork holds
// Kosumi's line, which starts with a comment and SBKV too; BM marks
// mistakes.
//
//   node scripts/js/sabaki-sgf-check.mjs REVIEWED.sgf MOVES
//
// Exits 0 when the main line has MOVES moves and every check passes, 1
// (naming the check) otherwise.
import {readFileSync} from 'node:fs'
import sgf from '@sabaki/sgf'

const [path, expectedMoves] = process.argv.slice(2)

function fail(message) {
  console.error(`sabaki-sgf-check: ${message}`)
  process.exit(1)
}

function checkReviewed(node, where) {
  const value = Number((node.data.SBKV || [])[0])
  if (!(value >= 0 && value <= 100)) fail(`${where}: SBKV is missing or not a percentage`)
  if (!(node.data.C || [''])[0].includes("Black's win rate")) fail(`${where}: no review comment`)
}

const trees = sgf.parse(readFileSync(path, 'utf8'))
if (trees.length !== 1) fail(`${trees.length} game trees, not 1`)
let node = trees[0]
let moves = 0
let variations = 0
let mistakes = 0
while (node.children.length > 0) {
  for (const variation of node.children.slice(1)) {
    variations++
    checkReviewed(variation, `the variation after move ${moves}`)
    if (!variation.data.C[0].startsWith("Kosumi's choice")) {
      fail(`the variation after move ${moves} is not Kosumi's choice`)
    }
  }
  node = node.children[0]
  if (!node.data.B && !node.data.W) fail(`node ${moves + 1} of the main line is no move`)
  moves++
  checkReviewed(node, `move ${moves}`)
  if (node.data.BM) mistakes++
}
if (moves !== Number(expectedMoves)) fail(`${moves} moves on the main line, not ${expectedMoves}`)
console.log(
  `sabaki-sgf-check: ${moves} moves, each with a review comment and SBKV; ` +
    `${variations} variations of Kosumi's; ${mistakes} mistakes marked`
)
