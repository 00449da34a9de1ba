// Records reviewed by `kosumi analyze --sgf`, read by Sabaki's own SGF
// parser (@sabaki/sgf), as Sabaki opens them: in each game tree, along the
// main line (the first child of each node) every move's node must have a
// comment and SBKV, the win rate of Black in percent that Sabaki's graph
// draws, and the comment's leader in points must be the side the win rate
// favours; a fork holds Kosumi's line, which starts with a comment and SBKV
// too; BM marks mistakes.
//
//   node scripts/js/sabaki-sgf-check.mjs REVIEWED.sgf MOVES[,MOVES...]
//
// Exits 0 when the file holds one tree per MOVES, each main line with its
// MOVES moves, and every check passes; 1 (naming the check) otherwise.
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
  const comment = (node.data.C || [''])[0]
  if (!comment.includes("Black's win rate")) fail(`${where}: no review comment`)
  if ((value > 50 && comment.includes('White leads')) || (value < 50 && comment.includes('Black leads'))) {
    fail(`${where}: the lead in points is not on the side of the win rate ${value}`)
  }
}

const trees = sgf.parse(readFileSync(path, 'utf8'))
const expected = expectedMoves.split(',').map(Number)
if (trees.length !== expected.length) fail(`${trees.length} game trees, not ${expected.length}`)
let moves = 0
let variations = 0
let mistakes = 0
trees.forEach((tree, index) => {
  const game = trees.length > 1 ? `game ${index + 1}: ` : ''
  let node = tree
  let played = 0
  while (node.children.length > 0) {
    for (const variation of node.children.slice(1)) {
      variations++
      checkReviewed(variation, `${game}the variation after move ${played}`)
      if (!variation.data.C[0].startsWith("Kosumi's choice")) {
        fail(`${game}the variation after move ${played} is not Kosumi's choice`)
      }
    }
    node = node.children[0]
    if (!node.data.B && !node.data.W) fail(`${game}node ${played + 1} of the main line is no move`)
    played++
    checkReviewed(node, `${game}move ${played}`)
    if (node.data.BM) mistakes++
  }
  if (played !== expected[index]) {
    fail(`${game}${played} moves on the main line, not ${expected[index]}`)
  }
  moves += played
})
console.log(
  `sabaki-sgf-check: ${trees.length} game trees, ${moves} moves, each with a review ` +
    `comment and SBKV; ${variations} variations of Kosumi's; ${mistakes} mistakes marked`
)
