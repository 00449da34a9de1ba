#pragma once

#include <string>

#include "eval/settle.h"

namespace kosumi::eval {

// For people: whether the count is an estimate of an unfinished game, the
// groups whose status the settlement left uncertain and the open points it
// gave to no one, e.g. "estimate, game not finished; the black group at D4
// (7 stones, lived in 45 % of the playouts, counted dead); 2 points owned
// by neither side: E5 F5", separated by "; ". Empty when the settlement is
// certain.
std::string describe_uncertainty(const Settlement& settlement, int size);

}  // namespace kosumi::eval
