// The built-in paragraphs a test draws one from when Gemini cannot give one: original,
// everyday and workplace English of 60–80 words, each with five questions whose answer keys
// hold the words a right spoken answer contains (several ways of saying it where there are).
import type { Paragraph } from './content';

export const BANK_PARAGRAPHS: readonly Paragraph[] = [
  {
    paragraph:
      'Last spring, the people of Elm Street turned an empty lot into a community garden. Each family looks after one small bed, and everyone shares the tools kept in a green shed by the gate. On Saturday mornings, volunteers water the plants and pull weeds together. In the summer, the garden grew so many tomatoes that the group gave the extra ones to a local food bank.',
    questions: [
      {
        question: 'What did the people of Elm Street turn the empty lot into?',
        answerKey: ['garden'],
      },
      { question: 'Where are the shared tools kept?', answerKey: ['shed', 'by the gate'] },
      { question: 'When do the volunteers water the plants?', answerKey: ['saturday'] },
      {
        question: 'Which vegetable did the garden grow too many of?',
        answerKey: ['tomato', 'tomatoes'],
      },
      {
        question: 'Where did the extra tomatoes go?',
        answerKey: ['food bank', 'gave them away', 'donated', 'charity'],
      },
    ],
  },
  {
    paragraph:
      "Maria started her new job at a design company on Monday. On her first day, her manager showed her around the office and introduced her to the team. She spent most of Tuesday setting up her computer and reading about the company's clients. By Thursday, she was already helping to design a poster for a local bakery. On Friday afternoon, the whole team went out for pizza to welcome her.",
    questions: [
      { question: 'What kind of company does Maria work for?', answerKey: ['design'] },
      { question: 'Who showed her around the office?', answerKey: ['manager', 'boss'] },
      {
        question: 'What did she spend most of Tuesday doing?',
        answerKey: ['computer', 'setting up', 'set up', 'clients', 'reading'],
      },
      { question: 'What was she helping to design by Thursday?', answerKey: ['poster'] },
      { question: 'How did the team welcome her on Friday?', answerKey: ['pizza'] },
    ],
  },
  {
    paragraph:
      'Every weekday, James takes the 7:45 train into the city. Last Tuesday, a signal problem stopped all trains for almost an hour. Instead of waiting on the crowded platform, James walked to a nearby café, sent a message to his team, and joined the morning meeting by phone. He reached the office just before lunch. Since then, he always keeps his laptop charged in case he has to work on the move.',
    questions: [
      {
        question: 'What time is the train James usually takes?',
        answerKey: ['7:45', 'seven forty five', 'quarter to eight'],
      },
      { question: 'Why did the trains stop last Tuesday?', answerKey: ['signal'] },
      { question: 'Where did James go instead of waiting?', answerKey: ['cafe', 'coffee'] },
      { question: 'How did he join the morning meeting?', answerKey: ['phone'] },
      {
        question: 'What does he always keep charged now?',
        answerKey: ['laptop', 'computer'],
      },
    ],
  },
  {
    paragraph:
      'Our office has started a new recycling program. There are now three bins in every kitchen: blue for paper, yellow for plastic and cans, and green for food waste. A cleaning company empties the bins every evening. In the first month, the amount of trash we sent to landfill fell by almost half. The facilities team will give a prize to the floor that recycles the most by the end of the year.',
    questions: [
      { question: 'How many bins are there in every kitchen?', answerKey: ['three'] },
      { question: 'What goes in the blue bin?', answerKey: ['paper'] },
      {
        question: 'How often are the bins emptied?',
        answerKey: ['evening', 'every day', 'daily', 'night'],
      },
      {
        question: 'By how much did the trash sent to landfill fall in the first month?',
        answerKey: ['half', 'fifty percent'],
      },
      {
        question: 'What will the floor that recycles the most receive?',
        answerKey: ['prize', 'award', 'reward'],
      },
    ],
  },
  {
    paragraph:
      "Priya wanted to improve her cooking, so she joined an evening class at the community center. The class meets every Wednesday from six to eight and costs forty dollars a month. Each week, the teacher shows the group how to make one dish from a different country. Last week they made a vegetable curry, and Priya cooked it again for her parents on Sunday. Her father said it was better than the restaurant's.",
    questions: [
      { question: 'Why did Priya join the class?', answerKey: ['cooking', 'cook'] },
      { question: 'On which day does the class meet?', answerKey: ['wednesday'] },
      { question: 'How much does the class cost each month?', answerKey: ['forty'] },
      { question: 'What did the group make last week?', answerKey: ['curry'] },
      {
        question: 'Who did Priya cook for on Sunday?',
        answerKey: ['parents', 'father', 'mother', 'family', 'mom', 'dad'],
      },
    ],
  },
  {
    paragraph:
      'A customer called the support line because her new washing machine was making a loud noise. The agent, Tom, asked her to send a short video of the problem. After watching it, he saw that the machine was not standing level on the floor. He explained how to adjust its feet, and the noise stopped within five minutes. The customer was so pleased that she left a good review online.',
    questions: [
      {
        question: 'Why did the customer call the support line?',
        answerKey: ['noise', 'loud', 'noisy'],
      },
      { question: 'What did Tom ask her to send?', answerKey: ['video'] },
      {
        question: 'What was wrong with the machine?',
        answerKey: ['level', 'floor', 'feet', 'uneven'],
      },
      {
        question: 'How long did it take for the noise to stop?',
        answerKey: ['five minutes', 'five'],
      },
      { question: 'What did the customer leave online?', answerKey: ['review', 'rating'] },
    ],
  },
  {
    paragraph:
      'On Saturday, four friends drove to the mountains for a day of hiking. They started early to avoid the afternoon heat and carried plenty of water. The trail climbed through a pine forest to a lake, where they stopped to eat sandwiches. On the way down, Sam twisted his ankle, so the group walked slowly and took turns carrying his bag. They reached the car just as the sun was setting.',
    questions: [
      { question: 'How many friends went hiking?', answerKey: ['four'] },
      { question: 'Why did they start early?', answerKey: ['heat', 'hot'] },
      { question: 'Where did they stop to eat?', answerKey: ['lake'] },
      {
        question: 'What happened to Sam on the way down?',
        answerKey: ['ankle', 'twisted', 'hurt', 'injured'],
      },
      {
        question: 'When did they reach the car?',
        answerKey: ['sun', 'sunset', 'setting', 'evening', 'dark'],
      },
    ],
  },
  {
    paragraph:
      'Starting next month, our team will hold its weekly meeting on Tuesday instead of Monday. Many people said that Monday mornings were too busy with emails from the weekend. The meeting will also be shorter, just thirty minutes, and each person will share one success and one problem. Anyone working from home can join by video. Notes will be posted in the team chat within an hour of each meeting.',
    questions: [
      { question: 'On which day will the weekly meeting be held?', answerKey: ['tuesday'] },
      {
        question: 'Why did people want to move it from Monday?',
        answerKey: ['busy', 'emails', 'email'],
      },
      {
        question: 'How long will the meeting last?',
        answerKey: ['thirty', 'half an hour', 'half hour'],
      },
      { question: 'How can people working from home join?', answerKey: ['video'] },
      { question: 'Where will the notes be posted?', answerKey: ['chat'] },
    ],
  },
  {
    paragraph:
      'Last month, Daniel and his wife moved from a small apartment in the city to a house in a quiet village. The move took two days because they had more boxes than they expected. Their new home has a garden, which their dog loves, and a spare room that Daniel now uses as an office. The only problem is the bus, which comes just twice a day, so they are thinking about buying a second car.',
    questions: [
      { question: 'Where did Daniel and his wife move to?', answerKey: ['village', 'house'] },
      { question: 'How long did the move take?', answerKey: ['two days'] },
      { question: 'Who loves the garden?', answerKey: ['dog'] },
      {
        question: 'What does Daniel use the spare room for?',
        answerKey: ['office', 'work'],
      },
      {
        question: 'Why are they thinking about buying a second car?',
        answerKey: ['bus', 'twice a day', 'two times a day'],
      },
    ],
  },
  {
    paragraph:
      "Before her interview at a bank, Aisha read about the company's history and its latest news. She wrote down three examples of problems she had solved in her last job and practiced talking about them out loud. On the morning of the interview, she left home early in case of traffic. She arrived twenty minutes before her appointment, which gave her time to relax and look over her notes.",
    questions: [
      { question: 'Where was Aisha’s interview?', answerKey: ['bank'] },
      {
        question: 'What did she read about before the interview?',
        answerKey: ['history', 'news', 'company'],
      },
      { question: 'How many examples did she write down?', answerKey: ['three'] },
      { question: 'Why did she leave home early?', answerKey: ['traffic', 'late'] },
      {
        question: 'How early did she arrive for her appointment?',
        answerKey: ['twenty minutes', 'twenty'],
      },
    ],
  },
  {
    paragraph:
      'For months, Ken felt tired at work every afternoon. His doctor asked about his habits and found that he drank four cups of coffee a day and often used his phone in bed. She suggested that he stop drinking coffee after lunch and leave his phone in the kitchen at night. After three weeks, Ken was sleeping better and had more energy. He even started cycling to work twice a week.',
    questions: [
      { question: 'When did Ken feel tired?', answerKey: ['afternoon'] },
      { question: 'How many cups of coffee did he drink a day?', answerKey: ['four'] },
      {
        question: 'What did the doctor suggest he stop doing after lunch?',
        answerKey: ['coffee'],
      },
      { question: 'Where should he leave his phone at night?', answerKey: ['kitchen'] },
      {
        question: 'How does he get to work twice a week now?',
        answerKey: ['cycling', 'cycle', 'cycles', 'bike', 'bicycle'],
      },
    ],
  },
  {
    paragraph:
      "Leila ordered a blue jacket online, but when it arrived, it was too small. The shop's website explained that returns were free within thirty days. She printed a label, packed the jacket in its original bag, and dropped it off at the post office near her work. A week later, she received an email saying that her money had been refunded. She then ordered the same jacket in a larger size.",
    questions: [
      { question: 'What did Leila order online?', answerKey: ['jacket'] },
      { question: 'What was wrong with it?', answerKey: ['small', 'size', 'fit'] },
      {
        question: 'How long did she have to return it for free?',
        answerKey: ['thirty days', 'thirty', 'a month'],
      },
      { question: 'Where did she drop off the package?', answerKey: ['post office'] },
      {
        question: 'What did she do after she got her money back?',
        answerKey: ['larger', 'bigger', 'ordered', 'again'],
      },
    ],
  },
  {
    paragraph:
      "Every Sunday, Omar volunteers at an animal shelter on the edge of town. He walks the dogs, cleans the cages, and helps visitors who want to adopt a pet. The shelter cares for about sixty animals and depends on gifts of food and blankets. Last month, Omar organized a charity run that raised eight hundred dollars. The money paid for a new heater for the cats' room before winter.",
    questions: [
      { question: 'When does Omar volunteer?', answerKey: ['sunday'] },
      {
        question: 'Name one job he does at the shelter.',
        answerKey: ['walk', 'walks', 'walking', 'clean', 'cleans', 'cleaning', 'help', 'helps'],
      },
      { question: 'About how many animals does the shelter care for?', answerKey: ['sixty'] },
      {
        question: 'How much money did the charity run raise?',
        answerKey: ['eight hundred', '800'],
      },
      { question: 'What did the money pay for?', answerKey: ['heater', 'heating'] },
    ],
  },
  {
    paragraph:
      "The fire alarm in our building is tested every Wednesday at ten o'clock, so nobody needs to leave when it rings then. Twice a year, however, there is a full fire drill without warning. Everyone must walk, not run, to the meeting point in the parking lot behind the building. Floor wardens wear orange vests and check that every room is empty. The last drill took only six minutes from start to finish.",
    questions: [
      { question: 'On which day is the fire alarm tested?', answerKey: ['wednesday'] },
      {
        question: 'How often is there a full fire drill?',
        answerKey: ['twice', 'two times'],
      },
      {
        question: 'Where is the meeting point?',
        answerKey: ['parking lot', 'car park', 'behind the building'],
      },
      { question: 'What do the floor wardens wear?', answerKey: ['orange', 'vest', 'vests'] },
      { question: 'How long did the last drill take?', answerKey: ['six'] },
    ],
  },
];
